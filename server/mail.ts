/**
 * Outgoing mail. With SMTP_URL set it goes through nodemailer (its URL form, e.g.
 * `smtp://host:1025` for a local catcher, `smtps://user:pass@host:465`); without it, to a local
 * outbox file in DATA_DIR that `npm run inbox` prints. Never to the log: links carry tokens.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const SITE_NAME = 'Hawaii PCS Planner'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface OutboxEntry extends MailMessage {
  from: string
  sentAt: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface MailOptions {
  /** nodemailer's URL form; the outbox when absent. */
  smtpUrl?: string
  /** The outbox lives in `<dataDir>/outbox.jsonl`. */
  dataDir: string
  from?: string
}

const DEFAULT_FROM = `${SITE_NAME} <no-reply@localhost>`

export const outboxFile = (dataDir: string) => path.join(dataDir, 'outbox.jsonl')

/** The outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxEntry[] {
  const file = outboxFile(dataDir)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
}

export function createMailer(options: MailOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl
    // Loaded on first use: the server starts without it when mail goes to the outbox.
    let transport: Promise<{ sendMail(m: object): Promise<unknown> }> | undefined
    return {
      async send(message) {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl))
        await (await transport).sendMail({ from, ...message })
      },
    }
  }
  return {
    async send(message) {
      const entry: OutboxEntry = { from, ...message, sentAt: new Date().toISOString() }
      mkdirSync(options.dataDir, { recursive: true })
      appendFileSync(outboxFile(options.dataDir), `${JSON.stringify(entry)}\n`, { mode: 0o600 })
    },
  }
}
