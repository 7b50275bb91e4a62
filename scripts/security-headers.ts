/**
 * Writes dist/_headers: the server's security headers for static hosts that read this file
 * (Netlify, Cloudflare Pages). Run after prerendering, which writes the inline scripts hashed here.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  COMMON_HEADERS,
  HSTS,
  buildScriptHashes,
  contentSecurityPolicy,
} from '../server/security-headers.ts'

const dist = path.resolve(import.meta.dirname, '..', 'dist')
const policy = contentSecurityPolicy({
  scriptHashes: await buildScriptHashes(dist),
  supabaseUrl: process.env.VITE_SUPABASE_URL || undefined,
})
const headers = {
  ...COMMON_HEADERS,
  'Content-Security-Policy': policy,
  'Strict-Transport-Security': HSTS,
}
const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
await writeFile(path.join(dist, '_headers'), `/*\n${lines.join('\n')}\n`)
