import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bufferedWriter, createLogger } from '../../server/log.ts'
import {
  PASSWORD,
  api,
  createStorage,
  makeClient,
  startServer,
  uniqueEmail,
  type Storage,
  type TestServer,
} from './helpers.ts'

describe('the site and the API on one origin', () => {
  let storage: Storage
  let server: TestServer
  let distDir: string

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-dist-'))
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>Hawaii PCS Planner</title></head><body></body></html>',
    )
    storage = await createStorage({ name: 'pglite' })
    server = await startServer(storage, { distDir })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
    rmSync(distDir, { recursive: true, force: true })
  })

  it('puts the public Supabase config into every HTML page, and the key works', async () => {
    for (const page of ['/', '/checklist', '/housing/va-assumptions']) {
      const html = await (await fetch(`${server.url}${page}`)).text()
      const match =
        /<script id="supabase-config" type="application\/json">(.*?)<\/script><\/head>/.exec(html)
      expect(match, page).not.toBeNull()
      expect(JSON.parse(match![1]!)).toEqual({ url: '', anonKey: server.anonKey })
    }
    const { error } = await makeClient(server).auth.signUp({
      email: uniqueEmail(),
      password: PASSWORD,
    })
    expect(error).toBeNull()
  })

  it('answers unknown API paths with the API’s JSON, never the app’s HTML', async () => {
    const rest = await api(server, '/rest/v1/rpc/nothing')
    expect(rest.status).toBe(404)
    expect(await rest.json()).toHaveProperty('code', 'PGRST125')
    const auth = await api(server, '/auth/v1/admin/users')
    expect(auth.status).toBe(404)
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await auth.json()).toHaveProperty('code', 'not_found')
  })

  it('answers CORS for other origins as Supabase does', async () => {
    const preflight = await fetch(`${server.url}/rest/v1/checklist_progress`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const allowed = preflight.headers.get('access-control-allow-headers') ?? ''
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'x-supabase-api-version',
      'content-type',
      'prefer',
      'accept-profile',
      'content-profile',
      'x-retry-count',
    ]) {
      expect(allowed).toContain(header)
    }
    const get = await api(server, '/auth/v1/settings', {
      headers: { Origin: 'https://elsewhere.example' },
    })
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range')
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version')
  })

  it('logs one JSON line per request, without passwords or tokens', async () => {
    const client = makeClient(server)
    const email = uniqueEmail()
    const signUp = await client.auth.signUp({ email, password: PASSWORD })
    const session = signUp.data.session!
    const refreshed = (await client.auth.refreshSession()).data.session!
    await client.from('checklist_progress').select('*').eq('user_id', session.user.id)
    await fetch(`${server.url}/auth/v1/verify?token=secret-token-value&type=signup`, {
      redirect: 'manual',
    })

    const requests = server.logs.filter((l) => l.msg === 'request')
    const select = requests.find(
      (l) => l.path === '/rest/v1/checklist_progress' && l.method === 'GET',
    )
    expect(select).toMatchObject({ level: 'info', status: 200, ms: expect.any(Number) })
    expect(requests.some((l) => l.path === '/auth/v1/verify' && l.status === 303)).toBe(true)
    const text = server.logs.map((l) => JSON.stringify(l)).join('\n')
    for (const secret of [
      PASSWORD,
      session.access_token,
      session.refresh_token,
      refreshed.refresh_token,
      'secret-token-value',
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('batches log lines into few writes, complete and in order', () => {
    const chunks: string[] = []
    const writer = bufferedWriter((chunk) => chunks.push(chunk), 10_000)
    const logger = createLogger('info', writer)
    for (let i = 0; i < 3; i++) logger.info('request', { i })
    expect(chunks).toEqual([])
    writer.flush()
    expect(chunks).toHaveLength(1)
    expect(
      chunks[0]!
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { i: number }).i),
    ).toEqual([0, 1, 2])
    logger.info('big', { pad: 'x'.repeat(20_000) })
    expect(chunks).toHaveLength(2)
  })

  it('stays quiet at LOG_LEVEL=silent', () => {
    const lines: string[] = []
    const logger = createLogger('silent', (line) => lines.push(line))
    logger.info('request')
    logger.error('boom')
    expect(lines).toEqual([])
    createLogger('error', (line) => lines.push(line)).info('request')
    expect(lines).toEqual([])
  })
})
