import { existsSync, readFileSync } from 'node:fs'
import { expect } from '@playwright/test'

interface Caught {
  to: string[]
  raw: string
}

/** Quoted-printable, as nodemailer encodes long lines: soft breaks and =XX bytes. */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))

function caught(): Caught[] {
  const file = process.env.E2E_MAIL_FILE
  if (!file) throw new Error('playwright.config.ts sets E2E_MAIL_FILE')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Caught)
}

/** Waits for the SMTP catcher to receive a message for the address; returns it decoded. */
export async function mailTo(address: string, subject: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(() => {
      found = caught()
        .filter((m) => m.to.includes(address))
        .map((m) => decode(m.raw))
        .reverse()
        .find((m) => subject.test(m))
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

/** The /auth/v1/verify link in a message. */
export function verifyLink(message: string): string {
  const link = message.match(/https?:\/\/[^\s"<>]+\/auth\/v1\/verify[^\s"<>]+/)?.[0]
  if (!link) throw new Error('no link in the message')
  return link.replaceAll('&amp;', '&')
}
