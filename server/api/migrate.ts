import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Database, Queryable } from './db.ts'
import type { Logger } from '../log.ts'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../supabase/migrations')
const BOOTSTRAP_SQL = path.join(import.meta.dirname, 'bootstrap.sql')

// Serializes bootstrap and migrations between servers sharing one PostgreSQL database.
const LOCK_KEY = 72_650_001

async function lock(db: Database, tx: Queryable) {
  if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY])
}

/**
 * Supabase CLI file names: `<version>_<name>.sql`, applied in file-name order. Two files with one
 * version are refused: the second would be taken as applied already and silently skipped.
 */
export function listMigrations(dir = MIGRATIONS_DIR) {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d+)_([\w-]+)\.sql$/.exec(file)
      if (!match) throw new Error(`Migration file name must be <version>_<name>.sql: ${file}`)
      const sql = readFileSync(path.join(dir, file), 'utf8')
      const checksum = createHash('sha256').update(sql).digest('hex')
      return { version: match[1]!, name: match[2]!, sql, checksum }
    })
  const versions = new Set<string>()
  for (const { version, name } of migrations) {
    if (versions.has(version)) {
      throw new Error(`Two migrations have version ${version} (one is ${name}): give each its own.`)
    }
    versions.add(version)
  }
  return migrations
}

/** Creates the local `auth` schema and roles, then applies each migration once. */
export async function migrate(db: Database, logger: Logger, dir = MIGRATIONS_DIR): Promise<void> {
  const bootstrap = readFileSync(BOOTSTRAP_SQL, 'utf8')
  await db.transaction(async (tx) => {
    await lock(db, tx)
    await tx.exec(bootstrap)
  })
  for (const migration of listMigrations(dir)) {
    await db.transaction(async (tx) => {
      await lock(db, tx)
      const { rows } = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM supabase_migrations.schema_migrations WHERE version = $1',
        [migration.version],
      )
      const applied = rows[0]
      if (applied) {
        if (applied.checksum !== migration.checksum) {
          logger.warn('migration changed after it was applied; add a new migration instead', {
            version: migration.version,
          })
        }
        return
      }
      await tx.exec(migration.sql)
      await tx.query(
        'INSERT INTO supabase_migrations.schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      )
      logger.info('migration applied', { version: migration.version, name: migration.name })
    })
  }
}
