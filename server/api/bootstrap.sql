-- The parts of Supabase's platform schema that supabase/migrations rely on, for the local backend
-- only (a hosted project has the real ones). Idempotent: runs at every start, before migrations.

-- Roles as Supabase has them. service_role bypasses RLS (BYPASSRLS needs a superuser: on a server
-- PostgreSQL create the roles beforehand, see scripts/ci-postgres.sh).
DO $$
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
END $$;

-- The server switches to these roles per request, as Supabase's `authenticator` does.
DO $$
DECLARE r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated', 'service_role'] LOOP
    IF NOT pg_has_role(current_user, r, 'MEMBER') THEN
      EXECUTE format('GRANT %I TO %I', r, current_user);
    END IF;
  END LOOP;
END $$;

CREATE SCHEMA IF NOT EXISTS auth;

CREATE TABLE IF NOT EXISTS auth.users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  aud text NOT NULL DEFAULT 'authenticated',
  role text NOT NULL DEFAULT 'authenticated',
  email text NOT NULL,
  encrypted_password text NOT NULL,
  email_confirmed_at timestamptz,
  -- SHA-256 of the e-mail confirmation token; the token itself is only in the link.
  confirmation_token text,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb NOT NULL DEFAULT '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb NOT NULL DEFAULT '{}',
  is_anonymous boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS users_email_key ON auth.users (lower(email));
CREATE UNIQUE INDEX IF NOT EXISTS users_confirmation_token_key ON auth.users (confirmation_token);

CREATE TABLE IF NOT EXISTS auth.sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz
);
CREATE INDEX IF NOT EXISTS sessions_user_id_idx ON auth.sessions (user_id);

-- A session's refresh tokens form its family: reusing a rotated one deletes the session.
CREATE TABLE IF NOT EXISTS auth.refresh_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  session_id uuid NOT NULL REFERENCES auth.sessions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  parent text,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS refresh_tokens_session_id_idx ON auth.refresh_tokens (session_id);

-- Links sent by e-mail (password recovery, e-mail change), as GoTrue's one_time_tokens: the
-- SHA-256 of the token only; `relates_to` holds the new address for an e-mail change.
CREATE TABLE IF NOT EXISTS auth.one_time_tokens (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  token_type text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  relates_to text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS one_time_tokens_user_id_idx ON auth.one_time_tokens (user_id, token_type);

-- Supabase's helpers. After a claim was set once in a session, current_setting returns '' not NULL.
CREATE OR REPLACE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

CREATE OR REPLACE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;

CREATE OR REPLACE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;

-- /rest/v1 calls this first in every request: an access token of a signed-out, reused or timed-out
-- session is refused at once, not only when it expires. Runs as its owner; the API roles cannot.
CREATE OR REPLACE FUNCTION auth.require_session(sid uuid, lifetime_s int, idle_s int)
RETURNS boolean LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  IF sid IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM auth.sessions s
     WHERE s.id = sid
       AND s.created_at > pg_catalog.now() - pg_catalog.make_interval(secs => lifetime_s)
       AND coalesce(s.refreshed_at, s.created_at) > pg_catalog.now() - pg_catalog.make_interval(secs => idle_s)
  ) THEN
    RAISE EXCEPTION 'JWT session has ended' USING ERRCODE = 'PT401';
  END IF;
  RETURN true;
END $$;
REVOKE ALL ON FUNCTION auth.require_session(uuid, int, int) FROM PUBLIC, anon, authenticated, service_role;

REVOKE ALL ON ALL TABLES IN SCHEMA auth FROM PUBLIC, anon, authenticated;
GRANT USAGE ON SCHEMA auth TO anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION auth.jwt(), auth.uid(), auth.role() TO anon, authenticated, service_role;

-- Supabase's default privileges: every new table in public is reachable by the API roles, and
-- RLS plus each migration's own grants and revokes decide the rest.
GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role;

CREATE SCHEMA IF NOT EXISTS supabase_migrations;
CREATE TABLE IF NOT EXISTS supabase_migrations.schema_migrations (
  version text PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
REVOKE ALL ON SCHEMA supabase_migrations FROM PUBLIC;

-- Least privilege. On a server PostgreSQL the API logs in as `authenticator` (NOINHERIT, a member
-- of the three API roles only; see docs/backend.md, Security), which checks the session first.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticator') THEN
    GRANT USAGE ON SCHEMA auth TO authenticator;
    GRANT EXECUTE ON FUNCTION auth.require_session(uuid, int, int) TO authenticator;
  END IF;
END $$;

-- A request sets its role and claims with set_config and then runs as that role. No API role may
-- call set_config itself: an expression slipped into a query could otherwise take another role, or
-- another user's claims. Only the function's owner (a superuser) can revoke it: PGlite does it
-- here; on a server PostgreSQL the deployer does it once, and the server checks at start.
REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) TO CURRENT_USER;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticator') THEN
    GRANT EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) TO authenticator;
  END IF;
END $$;
