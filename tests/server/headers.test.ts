import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../server/security-headers.ts'
import { api, createStorage, startServer, type Storage, type TestServer } from './helpers.ts'

const INLINE = "document.documentElement.dataset.x = '1'"
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('security headers', () => {
  let storage: Storage
  let server: TestServer
  let distDir: string

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-dist-'))
    mkdirSync(path.join(distDir, 'assets'))
    writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><html><head><script>${INLINE}</script></head><body></body></html>`,
    )
    writeFileSync(path.join(distDir, '404.html'), '<!doctype html><html><head></head></html>')
    writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), 'export {}')
    storage = await createStorage({ name: 'pglite' })
    server = await startServer(storage, {
      distDir,
      supabaseUrl: 'https://project.supabase.co',
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
    rmSync(distDir, { recursive: true, force: true })
  })

  it('sends nosniff, a referrer policy, a permissions policy and a CSP on pages, API answers and 404s', async () => {
    const answers = [
      await fetch(`${server.url}/`),
      await fetch(`${server.url}/no-such-page`),
      await fetch(`${server.url}/assets/missing.js`),
      await api(server, '/rest/v1/suggestions'),
      await api(server, '/auth/v1/settings'),
      await fetch(`${server.url}/rest/v1/nothing`),
    ]
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), res.url).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), res.url).toContain('camera=()')
      expect(res.headers.get('content-security-policy'), res.url).toContain(
        "frame-ancestors 'none'",
      )
      // Served over plain http with an http site URL: no HSTS.
      expect(res.headers.get('strict-transport-security'), res.url).toBeNull()
    }
    expect(answers[1]!.status).toBe(404)
  })

  it('sends a hashed script only nosniff and its cache headers, not the documents’ headers', async () => {
    const res = await fetch(`${server.url}/assets/app-1234.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toContain('immutable')
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options']) {
      expect(res.headers.get(name), name).toBeNull()
    }
  })

  it('marks every API answer no-store, and no page', async () => {
    const answers = [
      await api(server, '/rest/v1/suggestions'),
      await api(server, '/auth/v1/settings'),
      await api(server, '/auth/v1/user'),
      await fetch(`${server.url}/auth/v1/verify?type=recovery&token=x`, { redirect: 'manual' }),
      await fetch(`${server.url}/rest/v1/nothing`),
    ]
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store')
    expect((await fetch(`${server.url}/`)).headers.get('cache-control')).not.toContain('no-store')
  })

  it('lets pages run only the site’s scripts and its hashed inline ones', async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy')!
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha(INLINE)}`)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain(
      "connect-src 'self' https://project.supabase.co wss://project.supabase.co",
    )
    expect(csp).toContain('frame-src https://www.youtube.com https://player.vimeo.com')
  })

  it('hashes only scripts a browser runs, not JSON data blocks or external files', () => {
    const html = `<script>${INLINE}</script><script type="application/json">{"a":1}</script><script type="module" src="/x.js"></script>`
    expect(inlineScriptHashes(html)).toEqual([sha(INLINE)])
  })

  it('adds HSTS when the site URL is https', async () => {
    const tls = await startServer(await createStorage({ name: 'pglite' }), {
      siteUrl: 'https://pcs.example',
    })
    try {
      const res = await api(tls, '/auth/v1/settings')
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    } finally {
      await tls.close()
      await tls.storage.cleanup()
    }
  })
})
