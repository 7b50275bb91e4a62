/**
 * Operator commands for the local backend:
 *   npx tsx server/admin.ts keys       the anon and service_role keys for DATA_DIR / JWT_SECRET
 *   npx tsx server/admin.ts messages   contact messages and suggestions, newest first (JSON)
 * With PGlite, `messages` opens the data directory itself: stop the server first.
 */
import path from 'node:path'
import { configFromEnv } from './config.ts'
import { openPglite, openPostgres } from './api/db.ts'
import { createJwt, loadJwtSecret } from './api/jwt.ts'

const { options } = configFromEnv()
const command = process.argv[2]

if (command === 'keys') {
  const jwt = await createJwt(loadJwtSecret(path.resolve(options.dataDir), options.jwtSecret))
  console.log(JSON.stringify({ anonKey: jwt.anonKey, serviceRoleKey: jwt.serviceRoleKey }, null, 2))
} else if (command === 'messages') {
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl, 1)
    : await openPglite(options.dataDir)
  try {
    const limit = Number(process.argv[3] ?? 100)
    const contact = await db.query(
      'SELECT * FROM public.contact_messages ORDER BY created_at DESC LIMIT $1',
      [limit],
    )
    const suggestions = await db.query(
      'SELECT * FROM public.suggestions ORDER BY created_at DESC LIMIT $1',
      [limit],
    )
    console.log(
      JSON.stringify({ contact_messages: contact.rows, suggestions: suggestions.rows }, null, 2),
    )
  } finally {
    await db.close()
  }
} else {
  console.error('Usage: npx tsx server/admin.ts keys | messages [limit]')
  process.exitCode = 2
}
