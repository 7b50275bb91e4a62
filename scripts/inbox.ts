/**
 * The operator's inbox: contact messages, suggestions and fact reports in the local database,
 * newest first.
 *
 *   npm run inbox                     readable text
 *   npm run inbox -- --limit 20       the newest 20 of each (default 100)
 *   npm run inbox -- --json           JSON, for scripts
 *   npm run inbox -- --outbox         the e-mails the server sent to its outbox (no SMTP_URL)
 *
 * It opens the database the server uses (DATABASE_URL, else PGlite in DATA_DIR, default ./.data).
 * PGlite allows one process per data directory: while the server holds it, the inbox is read
 * through that server (http://localhost:$PORT, default 3000) with the service-role key.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { configFromEnv } from '../server/config.ts'
import {
  LOCK_FILE,
  lockDataDir,
  openPglite,
  openPostgres,
  type Database,
} from '../server/api/db.ts'
import { createJwt, loadJwtSecret } from '../server/api/jwt.ts'
import { readOutbox } from '../server/mail.ts'
import { indent, oneLine } from './inbox-text.ts'

interface ContactMessage {
  full_name: string
  email: string
  base: string | null
  message: string
  /** A Date from the database, an ISO string through the API. */
  created_at: string | Date
}
interface Suggestion {
  suggestion: string
  email: string | null
  category: string | null
  created_at: string | Date
}
interface FactReport {
  fact_id: string
  problem: string
  link: string | null
  email: string | null
  created_at: string | Date
}
interface Inbox {
  contact_messages: ContactMessage[]
  suggestions: Suggestion[]
  fact_reports: FactReport[]
}

class InboxError extends Error {}

const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    limit: { type: 'string', default: '100' },
    outbox: { type: 'boolean', default: false },
  },
})
const limit = Number(args.limit)
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit must be a whole number, 1 or more.')
  process.exit(2)
}

const CONTACT_SQL =
  'SELECT full_name, email, base, message, created_at FROM public.contact_messages ORDER BY created_at DESC LIMIT $1'
const SUGGESTION_SQL =
  'SELECT suggestion, email, category, created_at FROM public.suggestions ORDER BY created_at DESC LIMIT $1'
const FACT_REPORT_SQL =
  'SELECT fact_id, problem, link, email, created_at FROM public.fact_reports ORDER BY created_at DESC LIMIT $1'

async function fromDatabase(db: Database): Promise<Inbox> {
  try {
    const contact = await db.query<ContactMessage>(CONTACT_SQL, [limit])
    const suggestions = await db.query<Suggestion>(SUGGESTION_SQL, [limit])
    const reports = await db.query<FactReport>(FACT_REPORT_SQL, [limit])
    return {
      contact_messages: contact.rows,
      suggestions: suggestions.rows,
      fact_reports: reports.rows,
    }
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') {
      throw new InboxError(
        'The database has no inbox tables yet: start the server once (npm start).',
      )
    }
    throw err
  } finally {
    await db.close()
  }
}

/** The pid of the server holding the PGlite data directory's lock, if one does. */
function serverHolding(dataDir: string): number | null {
  try {
    lockDataDir(dataDir)()
    return null
  } catch {
    // The lock file's first word is the holder's pid (informational: the lock decides).
    return Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split(' ')[0]) || 0
  }
}

/** Reads through the running server's REST API as service_role (which bypasses RLS). */
async function fromServer(dataDir: string, jwtSecret: string | undefined, pid: number) {
  const origin = `http://localhost:${process.env.PORT ?? 3000}`
  const { serviceRoleKey } = await createJwt(loadJwtSecret(dataDir, jwtSecret))
  const read = async <T>(table: string, columns: string): Promise<T[]> => {
    const url = `${origin}/rest/v1/${table}?select=${columns}&order=created_at.desc&limit=${limit}`
    const response = await fetch(url, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    })
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
    return (await response.json()) as T[]
  }
  try {
    return {
      contact_messages: await read<ContactMessage>(
        'contact_messages',
        'full_name,email,base,message,created_at',
      ),
      suggestions: await read<Suggestion>('suggestions', 'suggestion,email,category,created_at'),
      fact_reports: await read<FactReport>('fact_reports', 'fact_id,problem,link,email,created_at'),
    }
  } catch (err) {
    throw new InboxError(
      `The server (process ${pid}) is using ${dataDir}, and ${origin} did not answer (${(err as Error).message}).\n` +
        'Stop the server first (Ctrl+C where it runs), or set PORT to the port it listens on, then run npm run inbox again.',
    )
  }
}

/** Timestamps as ISO strings, whichever way the rows were read. */
function normalize(inbox: Inbox): Inbox {
  const iso = <T extends { created_at: string | Date }>(row: T): T => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
  })
  return {
    contact_messages: inbox.contact_messages.map(iso),
    suggestions: inbox.suggestions.map(iso),
    fact_reports: inbox.fact_reports.map(iso),
  }
}

async function readInbox(): Promise<Inbox> {
  const { options } = configFromEnv()
  if (options.databaseUrl) return fromDatabase(openPostgres(options.databaseUrl, 1))
  const { dataDir } = options
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new InboxError(
      `No local database in ${dataDir} yet. Start the site (npm start); messages appear here once someone sends one.`,
    )
  }
  const pid = serverHolding(dataDir)
  if (pid !== null) return fromServer(dataDir, options.jwtSecret, pid)
  return fromDatabase(await openPglite(dataDir))
}

const when = (value: string | Date) =>
  `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`

function printText(inbox: Inbox) {
  const heading = (title: string, count: number) => {
    console.log(`\n${title} (${count}, newest first)\n${'─'.repeat(40)}`)
    if (count === limit)
      console.log(`Only the newest ${limit}: add --limit ${limit * 10} to see more.`)
  }
  heading('Contact messages', inbox.contact_messages.length)
  for (const m of inbox.contact_messages) {
    console.log(`\n  ${when(m.created_at)}  ${oneLine(m.full_name)} <${oneLine(m.email)}>`)
    if (m.base) console.log(`  Base: ${oneLine(m.base)}`)
    console.log(indent(m.message))
  }
  heading('Suggestions', inbox.suggestions.length)
  for (const s of inbox.suggestions) {
    const details = [
      s.category && `Category: ${oneLine(s.category)}`,
      s.email && `Reply to: ${oneLine(s.email)}`,
    ]
    console.log(`\n  ${[when(s.created_at), ...details.filter(Boolean)].join('  ·  ')}`)
    console.log(indent(s.suggestion))
  }
  heading('Reports on facts', inbox.fact_reports.length)
  for (const r of inbox.fact_reports) {
    const details = [`Fact: ${oneLine(r.fact_id)}`, r.email && `Reply to: ${oneLine(r.email)}`]
    console.log(`\n  ${[when(r.created_at), ...details.filter(Boolean)].join('  ·  ')}`)
    if (r.link) console.log(`  Link: ${oneLine(r.link)}`)
    console.log(indent(r.problem))
  }
  console.log('')
}

function printOutbox() {
  const mails = readOutbox(configFromEnv().options.dataDir).reverse().slice(0, limit)
  if (args.json) return console.log(JSON.stringify(mails, null, 2))
  console.log(`\nOutbox (${mails.length}, newest first)\n${'─'.repeat(40)}`)
  for (const m of mails) {
    console.log(`\n  ${when(m.sentAt)}  To: ${oneLine(m.to)}\n  Subject: ${oneLine(m.subject)}`)
    console.log(indent(m.text))
  }
  console.log('')
}

try {
  if (args.outbox) {
    printOutbox()
    process.exit(0)
  }
  const inbox = normalize(await readInbox())
  if (args.json) console.log(JSON.stringify(inbox, null, 2))
  else printText(inbox)
} catch (err) {
  if (!(err instanceof InboxError)) throw err
  console.error(err.message)
  process.exitCode = 1
}
