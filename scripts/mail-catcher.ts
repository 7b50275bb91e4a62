/**
 * A local SMTP catcher for trying mail without a mail server: plain SMTP, no TLS, no login.
 * Each message is appended to a JSON-lines file as { to, raw, receivedAt }.
 *
 *   npx tsx scripts/mail-catcher.ts 1025 .data/caught-mail.jsonl
 *   SMTP_URL=smtp://127.0.0.1:1025 npm start
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

const port = Number(process.argv[2] ?? 1025)
const file = path.resolve(process.argv[3] ?? '.data/caught-mail.jsonl')
mkdirSync(path.dirname(file), { recursive: true })

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address)
      const raw = Buffer.concat(chunks).toString('utf8')
      appendFileSync(file, `${JSON.stringify({ to, raw, receivedAt: new Date().toISOString() })}\n`)
      callback()
    })
  },
})
server.listen(port, '127.0.0.1', () =>
  console.log(`Catching mail on smtp://127.0.0.1:${port} into ${file}`),
)
