// The anonymous forms' limits in SQL (issue #30, item 9): what a hosted project keeps, where the
// Node server's own limiter does not run. Each insert runs as PostgREST runs it: the caller's
// settings (role, claims, the client's address in request.headers), then the statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Statement } from '../../server/api/db.ts'
import { fromDatabaseError } from '../../server/api/errors.ts'
import { openDatabases } from '../../server/api/index.ts'
import { REQUEST_SETTINGS, requestHeaders } from '../../server/api/rest-routes.ts'
import { createLogger } from '../../server/log.ts'
import { backends, createStorage, type Storage } from './helpers.ts'

const report = (problem: string) =>
  `INSERT INTO public.fact_reports (fact_id, problem) VALUES ('pets-rabies', '${problem}')`

describe.each(backends)('form limits in SQL on $name', (backend) => {
  let storage: Storage
  let db: Database
  let restDb: Database

  beforeAll(async () => {
    storage = await createStorage(backend)
    ;({ db, restDb } = await openDatabases(storage, createLogger('silent')))
  })
  afterAll(async () => {
    if (restDb !== db) await restDb?.close()
    await db?.close()
    await storage?.cleanup()
  })

  /** One request's insert from `ip` as `role`: null when it went in, else the SQLSTATE. */
  async function send(sql: string, ip: string | null, role = 'anon') {
    const settings: Statement = {
      text: REQUEST_SETTINGS,
      values: [
        role,
        JSON.stringify({ role }),
        'POST',
        null,
        '3600',
        '3600',
        ip ? requestHeaders(ip) : '',
      ],
    }
    try {
      await restDb.transaction(async (tx) => {
        await tx.query(settings.text, settings.values)
        await tx.query(sql)
      })
      return null
    } catch (err) {
      return (err as { code?: string }).code ?? 'unknown'
    }
  }

  it('lets one address send 5 reports a minute, answers the sixth with 429, and counts each address alone', async () => {
    for (let n = 1; n <= 5; n++)
      expect(await send(report(`problem ${n}`), '198.51.100.7')).toBeNull()
    const refused = await send(report('problem 6'), '198.51.100.7')
    expect(refused).toBe('PT429')
    expect(
      fromDatabaseError({ code: refused!, message: 'Too many requests.' }, 'anon').statusCode,
    ).toBe(429)
    expect(await send(report('from elsewhere'), '198.51.100.8')).toBeNull()
    // A proxy's list: the client's own address is the first.
    expect(await send(report('through a proxy'), '198.51.100.7, 10.0.0.1')).toBe('PT429')
  })

  it('takes one row a request, as the form sends', async () => {
    const two = `INSERT INTO public.suggestions (suggestion, category) VALUES ('a', 'Other'), ('b', 'Other')`
    const code = await send(two, '203.0.113.9')
    expect(code).toBe('PT400')
    expect(fromDatabaseError({ code: code!, message: 'one row' }, 'anon').statusCode).toBe(400)
    const { rows } = await db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM public.suggestions WHERE suggestion IN ('a', 'b')",
    )
    expect(rows[0]!.n).toBe('0')
  })

  it('keeps only a hash of the address, and does not count the service role', async () => {
    expect(await send(report('kept as a hash'), '192.0.2.44')).toBeNull()
    const { rows } = await db.query<{ caller: string }>('SELECT caller FROM private.form_sends')
    expect(rows.length).toBeGreaterThan(0)
    for (const { caller } of rows) expect(caller).toMatch(/^[0-9a-f]{64}$/)
    for (let n = 0; n < 7; n++) {
      expect(await send(report(`operator ${n}`), '192.0.2.45', 'service_role')).toBeNull()
    }
  })

  it("refuses the forms' counts to the API roles", async () => {
    expect(await send('SELECT * FROM private.form_sends', '192.0.2.46')).toBe('42501')
    expect(await send('UPDATE private.form_limits SET per_minute = 1000', '192.0.2.46')).toBe(
      '42501',
    )
  })
})
