/**
 * The security headers of every response, shared by the server and the static-hosting headers
 * file (scripts/security-headers.ts), so both send the same policy.
 */
import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'

/** The welcome video's players (src/features/toolkit/video-embed.ts builds these URLs). */
const VIDEO_FRAMES = ['https://www.youtube.com', 'https://player.vimeo.com']

export interface PolicyOptions {
  /** `'sha256-…'` of every inline script the pages run. */
  scriptHashes: readonly string[]
  /** A Supabase project the pages talk to besides their own origin (VITE_SUPABASE_URL). */
  supabaseUrl?: string
  /** More addresses the pages may connect to (development's HMR socket). */
  connect?: readonly string[]
}

/**
 * The pages' Content-Security-Policy. Scripts: the site's files and the hashed inline ones, no
 * 'unsafe-inline' or 'unsafe-eval'. Styles keep 'unsafe-inline': Emotion (MUI) writes <style>
 * elements at run time and React writes style attributes, and neither can run script.
 */
export function contentSecurityPolicy({
  scriptHashes,
  supabaseUrl,
  connect: more = [],
}: PolicyOptions): string {
  const connect = ["'self'", ...more]
  if (supabaseUrl) {
    const origin = new URL(supabaseUrl).origin
    connect.push(origin, origin.replace(/^http/, 'ws'))
  }
  return [
    "default-src 'self'",
    // Site search (Pagefind) runs WebAssembly: 'wasm-unsafe-eval' allows compiling it, not eval().
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${VIDEO_FRAMES.join(' ')}`,
    // A pasted video file may be on any https host.
    "media-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The pages' policy under `npm run dev`: production's, plus only what Vite's dev server needs.
 * - Its inline scripts (the React refresh preamble of @vitejs/plugin-react), allowed by their
 *   hashes read from the page as served, as the build's are read from `dist/`.
 * - Its HMR WebSocket, on the page's own host and port.
 */
export function devContentSecurityPolicy(options: {
  html: string
  host: string
  supabaseUrl?: string
}): string {
  return contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(options.html),
    supabaseUrl: options.supabaseUrl,
    connect: [`ws://${options.host}`],
  })
}

/** API answers are data, never documents: they may load nothing and be framed by nobody. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

export const HSTS = 'max-age=31536000; includeSubDomains'

/** The headers besides the CSP, the same on every response. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

/**
 * Vite's hashed files under /assets/ of a type a browser only ever uses inside a page: the page's
 * own headers protect it, so they need nosniff only. SVG, HTML, XML, anything unknown and every
 * file elsewhere (the service worker takes its CSP from its own answer) count as documents.
 */
const SUBRESOURCE =
  /^(text\/javascript|application\/javascript|text\/css|font\/[\w.+-]+|image\/(png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)|application\/wasm|application\/manifest\+json)\s*(;|$)/i

export function isSubresource(url: string, contentType: unknown): boolean {
  return (
    url.startsWith('/assets/') && typeof contentType === 'string' && SUBRESOURCE.test(contentType)
  )
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript'])

/** CSP hashes of the inline scripts a browser would run (JSON data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** The hashes of every inline script in every HTML file of a build, each once. */
export async function buildScriptHashes(distDir: string): Promise<string[]> {
  const hashes = new Set<string>()
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const html = await readFile(path.join(entry.parentPath, entry.name), 'utf8')
    for (const hash of inlineScriptHashes(html)) hashes.add(hash)
  }
  return [...hashes].sort()
}
