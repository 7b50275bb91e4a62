/**
 * `npm run soak`: a bounded run of mixed traffic against the server over loopback, then a
 * consistency check. SOAK_SECONDS (default 60) and SOAK_USERS (default 50); a fresh PGlite data
 * folder, or a fresh database on SOAK_DATABASE_URL. Prints requests, errors (5xx, failed checks),
 * p50/p99 and exits 1 on any error or inconsistency.
 *
 * Then the abusive account (issue #30, item 4): for SOAK_ABUSE_SECONDS (default 15) one signed-in
 * account sends the heaviest requests the API allows, from 8 connections at once, while a visitor
 * asks for a page every 50 ms (the built site's home page when `dist/` exists, else the API's
 * health answer, served on the same thread). Exits 1 if that visitor's p99 passes 200 ms.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createServer } from '../server/app.ts'
import { createLogger } from '../server/log.ts'

const seconds = Number(process.env.SOAK_SECONDS ?? 60)
const users = Number(process.env.SOAK_USERS ?? 50)
const abuseSeconds = Number(process.env.SOAK_ABUSE_SECONDS ?? 15)
const site = existsSync('dist/index.html') ? path.resolve('dist') : undefined
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-soak-'))

const server = await createServer({
  dataDir,
  databaseUrl: process.env.SOAK_DATABASE_URL,
  passwordHashCost: 12,
  authRateLimitPerIp: 1_000_000,
  requestRateLimitPerMinute: 0,
  insertLimits: { suggestions: { perMinute: 1_000_000, perDay: 1_000_000 } },
  logger: createLogger('silent'),
  distDir: site,
})
const base = await server.app.listen({ port: 0, host: '127.0.0.1' })
const times: number[] = []
const errors: string[] = []

async function call(pathAndQuery: string, init: RequestInit & { token?: string } = {}) {
  const started = performance.now()
  const res = await fetch(`${base}${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: server.anonKey,
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  })
  const text = await res.text()
  times.push(performance.now() - started)
  if (res.status >= 500) errors.push(`${init.method ?? 'GET'} ${pathAndQuery}: ${res.status}`)
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null }
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

interface User {
  id: string
  token: string
  refresh: string
  /** What this user last stored per item: the expected state at the end. */
  items: Map<number, boolean>
}

async function signUp(i: number): Promise<User> {
  const { body } = await call('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({ email: `soak-${Date.now()}-${i}@example.com`, password: 'Soak-Pass-1' }),
  })
  const s = body as { access_token: string; refresh_token: string; user: { id: string } }
  return { id: s.user.id, token: s.access_token, refresh: s.refresh_token, items: new Map() }
}

const ON_CONFLICT = 'user_id%2Cchecklist_type%2Citem_index'
const stopAt = Date.now() + seconds * 1000

// The heaviest requests one account may send: the widest select, two of the longest patterns,
// every order term, and a whole checklist upserted at once.
const WIDE = Array.from({ length: 100 }, () => 'item_index').join(',')
const PATTERN = `*${'a'.repeat(60)}*`
const heavy = (user: User) => [
  () => call(`/rest/v1/checklist_progress?select=${WIDE}&order=${WIDE}`, { token: user.token }),
  () =>
    call(
      `/rest/v1/checklist_progress?select=*&checklist_type=ilike.${PATTERN}&user_id=ilike.${PATTERN}`,
      { token: user.token },
    ),
  () =>
    call(`/rest/v1/checklist_progress?on_conflict=${ON_CONFLICT}`, {
      method: 'POST',
      token: user.token,
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify(
        Array.from({ length: 20 }, (_, item_index) => ({
          user_id: user.id,
          checklist_type: 'hawaii_pcs',
          item_index,
          completed: Math.random() < 0.5,
        })),
      ),
    }),
]

/** One account's worst, from 8 connections; a visitor's page times meanwhile (ms). */
async function abuse(user: User): Promise<number[]> {
  const until = Date.now() + abuseSeconds * 1000
  const requests = heavy(user)
  const attacker = async () => {
    for (let n = 0; Date.now() < until; n++) {
      const { status } = await requests[n % requests.length]!()
      // Each is allowed: a refusal would not be the worst an account can do.
      if (status >= 400) errors.push(`abusive request ${n % requests.length}: ${status}`)
    }
  }
  const visitor = async () => {
    const waits: number[] = []
    while (Date.now() < until) {
      const started = performance.now()
      const res = await fetch(`${base}${site ? '/' : '/auth/v1/health'}`)
      await res.arrayBuffer()
      waits.push(performance.now() - started)
      if (res.status >= 500) errors.push(`visitor ${res.status}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return waits
  }
  const [waits] = await Promise.all([visitor(), ...Array.from({ length: 8 }, attacker)])
  return waits
}

async function traffic(user: User) {
  while (Date.now() < stopAt) {
    const roll = Math.random()
    if (roll < 0.5) {
      const item = Math.floor(Math.random() * 20)
      const completed = Math.random() < 0.5
      const res = await call(`/rest/v1/checklist_progress?on_conflict=${ON_CONFLICT}`, {
        method: 'POST',
        token: user.token,
        headers: { Prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify({
          user_id: user.id,
          checklist_type: 'hawaii_pcs',
          item_index: item,
          completed,
        }),
      })
      if (res.status === 201) user.items.set(item, completed)
      else errors.push(`upsert ${res.status}`)
    } else if (roll < 0.85) {
      const res = await call(
        `/rest/v1/checklist_progress?select=item_index&user_id=eq.${user.id}`,
        { token: user.token },
      )
      if (res.status !== 200) errors.push(`select ${res.status}`)
    } else if (roll < 0.95) {
      await call('/rest/v1/suggestions', {
        method: 'POST',
        body: JSON.stringify({ suggestion: 'soak', email: '', category: 'Other' }),
      })
    } else {
      const res = await call('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: user.refresh }),
      })
      const s = res.body as { access_token?: string; refresh_token?: string }
      if (res.status === 200 && s.access_token && s.refresh_token) {
        user.token = s.access_token
        user.refresh = s.refresh_token
      } else errors.push(`refresh ${res.status}`)
    }
  }
}

try {
  const all = await Promise.all(Array.from({ length: users }, (_, i) => signUp(i)))
  times.length = 0
  await Promise.all(all.map(traffic))
  // Consistency: each user reads back exactly what they last wrote, and nobody else's rows.
  let mismatches = 0
  for (const user of all) {
    const { body } = await call('/rest/v1/checklist_progress?select=user_id,item_index,completed', {
      token: user.token,
    })
    const rows = body as { user_id: string; item_index: number; completed: boolean }[]
    const stored = new Map(rows.map((r) => [r.item_index, r.completed]))
    const consistent =
      rows.every((r) => r.user_id === user.id) &&
      stored.size === user.items.size &&
      [...user.items].every(([item, done]) => stored.get(item) === done)
    if (!consistent) mismatches++
  }
  const abuseWaits = abuseSeconds > 0 ? await abuse(all[0]!) : []
  const visitorP99 = percentile(abuseWaits, 0.99)
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  console.log(
    JSON.stringify({
      seconds,
      users,
      requests: times.length,
      perSecond: Math.round(times.length / seconds),
      p50ms: Math.round(at(0.5) * 10) / 10,
      p99ms: Math.round(at(0.99) * 10) / 10,
      errors: errors.length,
      firstErrors: errors.slice(0, 5),
      inconsistentUsers: mismatches,
      abusiveAccount: {
        seconds: abuseSeconds,
        visitorAsked: site ? '/' : '/auth/v1/health',
        visitorRequests: abuseWaits.length,
        visitorP50ms: Math.round(percentile(abuseWaits, 0.5) * 10) / 10,
        visitorP99ms: Math.round(visitorP99 * 10) / 10,
      },
    }),
  )
  const stalled = abuseWaits.length > 0 && visitorP99 > 200
  process.exitCode = errors.length === 0 && mismatches === 0 && !stalled ? 0 : 1
} finally {
  await server.app.close()
  rmSync(dataDir, { recursive: true, force: true })
}
