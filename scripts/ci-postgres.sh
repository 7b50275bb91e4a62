#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 and prepares a role for the backend tests and benchmark.
# Prints the URL to use as TEST_DATABASE_URL (tests) or DATABASE_URL (server, bench:api):
#   export TEST_DATABASE_URL="$(scripts/ci-postgres.sh)"
# The password is generated on first use and kept outside the repo (see PASSWORD_FILE).
set -euo pipefail

CLUSTER_VERSION="${PG_CLUSTER_VERSION:-15}"
CLUSTER_NAME="${PG_CLUSTER_NAME:-main}"
ROLE="${PG_TEST_ROLE:-hawaii_test}"
PORT="${PG_PORT:-5432}"

if ! pg_lsclusters -h | awk -v v="$CLUSTER_VERSION" -v n="$CLUSTER_NAME" '$1==v && $2==n && $4=="online"' | grep -q .; then
  pg_ctlcluster "$CLUSTER_VERSION" "$CLUSTER_NAME" start >&2
fi

# Random on first use, then kept outside the repo so every caller gets the same working URL.
PASSWORD_FILE="${PG_TEST_PASSWORD_FILE:-${XDG_STATE_HOME:-$HOME/.local/state}/hawaii-pcs-planner/ci-postgres-password}"
if [ ! -s "$PASSWORD_FILE" ]; then
  mkdir -p "$(dirname "$PASSWORD_FILE")"
  (umask 077 && head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 24 > "$PASSWORD_FILE")
fi
PASSWORD="$(cat "$PASSWORD_FILE")"

# As the postgres OS user over the unix socket (peer authentication). The API roles are created
# here, as a hosted Supabase has them already: BYPASSRLS needs a superuser. The test role owns the
# tables and is not a superuser (BYPASSRLS, as Supabase's postgres role); CREATEDB lets each test
# file use a fresh database. The API logs in as `authenticator` (NOINHERIT, member of the three API
# roles only) with the same password, and no API role may call set_config (in template1, so every
# new test database has it too).
runuser -u postgres -- psql -v ON_ERROR_STOP=1 -q -p "$PORT" -d postgres >&2 <<SQL
SET client_min_messages = warning;
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    CREATE ROLE anon NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    CREATE ROLE authenticated NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'service_role') THEN
    CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}') THEN
    CREATE ROLE ${ROLE} LOGIN CREATEDB;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticator') THEN
    CREATE ROLE authenticator LOGIN NOINHERIT;
  END IF;
END
\$\$;
ALTER ROLE ${ROLE} WITH LOGIN CREATEDB BYPASSRLS PASSWORD '${PASSWORD}';
ALTER ROLE authenticator WITH LOGIN NOINHERIT NOSUPERUSER NOCREATEROLE NOCREATEDB NOBYPASSRLS PASSWORD '${PASSWORD}';
GRANT anon, authenticated, service_role TO ${ROLE};
GRANT anon, authenticated, service_role TO authenticator;
SELECT 'CREATE DATABASE ${ROLE} OWNER ${ROLE}'
 WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '${ROLE}')\gexec
SQL

for DB in template1 "${ROLE}"; do
  runuser -u postgres -- psql -v ON_ERROR_STOP=1 -q -p "$PORT" -d "$DB" >&2 <<SQL
REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) TO ${ROLE}, authenticator;
SQL
done

echo "postgres://${ROLE}:${PASSWORD}@127.0.0.1:${PORT}/${ROLE}"
