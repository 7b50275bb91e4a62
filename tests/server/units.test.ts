import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listMigrations } from '../../server/api/migrate.ts'
import { configFromEnv } from '../../server/config.ts'
import { statusForSqlState } from '../../server/api/errors.ts'
import { loadJwtSecret } from '../../server/api/jwt.ts'
import { hashPassword, verifyPassword } from '../../server/api/passwords.ts'
import { WindowCounter } from '../../server/api/rate-limit.ts'
import { parsePrefer, planInsert, planRead, selectList } from '../../server/api/rest-query.ts'
import type { TableInfo } from '../../server/api/schema.ts'

const table: TableInfo = {
  name: 'checklist_progress',
  columns: new Map([
    ['id', 'uuid'],
    ['user_id', 'uuid'],
    ['checklist_type', 'text'],
    ['item_index', 'integer'],
    ['completed', 'boolean'],
  ]),
  primaryKey: ['id'],
}

describe('PostgREST request parsing', () => {
  it('reads Prefer values joined by ", " as supabase-js sends them', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation')).toEqual({
      return: 'representation',
      resolution: 'merge-duplicates',
      count: false,
    })
    expect(parsePrefer(undefined)).toEqual({ return: 'minimal', count: false })
    expect(parsePrefer('count=exact')).toMatchObject({ count: true })
  })

  it('builds a select from known columns only, quoted, with values as parameters', () => {
    expect(selectList(table, 'item_index, done:completed')).toBe(
      '_t."item_index" AS "item_index", _t."completed" AS "done"',
    )
    const plan = planRead(
      table,
      { select: 'item_index', user_id: 'eq.abc', item_index: ['gte.1', 'lt.5'] },
      parsePrefer(undefined),
    )
    expect(plan.values).toEqual(['abc', '1', '5', '1000', '0'])
    expect(plan.text).toContain(
      'WHERE _t."user_id" = $1 AND _t."item_index" >= $2 AND _t."item_index" < $3',
    )
    expect(plan.text).not.toContain('abc')
  })

  it('parses in-lists with quotes and keeps them as parameters', () => {
    const plan = planRead(table, { checklist_type: 'in.(a,"b,c","d\\"e")' }, parsePrefer(undefined))
    expect(plan.values.slice(0, 3)).toEqual(['a', 'b,c', 'd"e'])
  })

  it('rejects what it does not know instead of guessing', () => {
    const prefer = parsePrefer(undefined)
    expect(() => selectList(table, 'nope')).toThrow(/does not exist/)
    expect(() => selectList(table, 'item_index::text')).toThrow(/failed to parse/)
    expect(() => planRead(table, { item_index: 'between.1' }, prefer)).toThrow(
      /failed to parse filter/,
    )
    expect(() => planRead(table, { limit: '1 OR 1=1' }, prefer)).toThrow(/failed to parse limit/)
    expect(() => planRead(table, { order: 'item_index.sideways' }, prefer)).toThrow(
      /failed to parse order/,
    )
  })

  it('upserts with ON CONFLICT on the given columns, updating the sent ones', () => {
    const plan = planInsert(
      table,
      { on_conflict: 'user_id,checklist_type,item_index' },
      parsePrefer('resolution=merge-duplicates'),
      { user_id: 'u', checklist_type: 'hawaii_pcs', item_index: 1, completed: true },
    )!
    expect(plan.text).toContain(
      'ON CONFLICT ("user_id", "checklist_type", "item_index") DO UPDATE SET',
    )
    expect(plan.text).toContain('"completed" = EXCLUDED."completed"')
    expect(plan.text).not.toContain('RETURNING')
    expect(plan.text).toContain('VALUES ($1, $2, $3, $4)')
    expect(plan.values).toEqual(['u', 'hawaii_pcs', '1', 'true'])
  })
})

describe('sliding-window rate limits', () => {
  it('refuses after the limit and forgets uses once the window has passed', () => {
    let now = 0
    const counter = new WindowCounter(3, 15 * 60_000, () => now)
    expect([counter.take('a'), counter.take('a'), counter.take('a'), counter.take('a')]).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(counter.take('b')).toBe(true)
    expect(counter.retryAfter('a')).toBe(900)
    now = 15 * 60_000 - 1
    expect(counter.isLimited('a')).toBe(true)
    now = 15 * 60_000 + 1
    expect(counter.isLimited('a')).toBe(false)
    expect(counter.take('a')).toBe(true)
  })
})

describe('passwords', () => {
  it('hashes with scrypt and a per-password salt', async () => {
    const hash = await hashPassword('Correct-Horse-9', 10)
    expect(hash).toMatch(/^scrypt\$10\$/)
    expect(await hashPassword('Correct-Horse-9', 10)).not.toBe(hash)
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true)
    expect(await verifyPassword('correct-horse-9', hash)).toBe(false)
    expect(await verifyPassword('Correct-Horse-9', 'plain-text')).toBe(false)
  })
})

describe('errors and settings', () => {
  it('maps database errors to PostgREST statuses', () => {
    expect(statusForSqlState('23505', 'authenticated')).toBe(409)
    expect(statusForSqlState('42501', 'anon')).toBe(401)
    expect(statusForSqlState('42501', 'authenticated')).toBe(403)
    expect(statusForSqlState('23514', 'anon')).toBe(400)
    expect(statusForSqlState('22P02', 'anon')).toBe(400)
    expect(statusForSqlState('42P10', 'anon')).toBe(400)
    expect(statusForSqlState('08006', 'anon')).toBe(503)
  })

  it('validates the environment', () => {
    const { options, logLevel } = configFromEnv({
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_IP: '500',
    })
    expect(logLevel).toBe('silent')
    expect(options.authRateLimitPerIp).toBe(500)
    expect(options.requireEmailConfirmation).toBe(false)
    expect(() => configFromEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/)
    expect(() => configFromEnv({ AUTH_RATE_LIMIT_PER_IP: 'lots' })).toThrow(
      /AUTH_RATE_LIMIT_PER_IP/,
    )
  })
})

describe('migration files', () => {
  it('refuses two migrations with one version, which would skip the second silently', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
    writeFileSync(path.join(dir, '20261123000000_one.sql'), 'select 1;')
    writeFileSync(path.join(dir, '20261123000000_two.sql'), 'select 2;')
    expect(() => listMigrations(dir)).toThrow(/Two migrations have version 20261123000000/)
  })

  it('gives every migration of the repo its own version', () => {
    const versions = listMigrations().map((m) => m.version)
    expect(new Set(versions).size).toBe(versions.length)
  })
})

describe('security settings', () => {
  it('takes TRUST_PROXY as a hop count or proxy addresses, never "everyone"', () => {
    // An empty SMTP_URL is unset: the server starts and mails to its outbox (audit L-4).
    expect(configFromEnv({ SMTP_URL: '' }).options.smtpUrl).toBeUndefined()
    expect(configFromEnv({ SMTP_URL: 'smtp://127.0.0.1:1025' }).options.smtpUrl).toBe(
      'smtp://127.0.0.1:1025',
    )
    expect(configFromEnv({}).options.trustProxy).toBe(false)
    expect(configFromEnv({ TRUST_PROXY: '2' }).options.trustProxy).toBe(2)
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).options.trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ])
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(/hop|addresses/)
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/not an address/)
    expect(() => configFromEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/not an address/)
  })

  it('reads SITE_URL as an http(s) address without a trailing slash', () => {
    expect(configFromEnv({ SITE_URL: 'https://pcs.example/' }).options.siteUrl).toBe(
      'https://pcs.example',
    )
    expect(() => configFromEnv({ SITE_URL: 'javascript:alert(1)' })).toThrow(/SITE_URL/)
    expect(() => configFromEnv({ SITE_URL: 'not a url' })).toThrow()
  })

  it('reads per-table insert limits, keeping the defaults for tables not named', () => {
    const { insertLimits } = configFromEnv({ INSERT_LIMITS: 'suggestions:2/20' }).options
    expect(insertLimits).toMatchObject({
      suggestions: { perMinute: 2, perDay: 20 },
      contact_messages: { perMinute: 5, perDay: 50 },
    })
    expect(() => configFromEnv({ INSERT_LIMITS: 'suggestions:lots' })).toThrow(/INSERT_LIMITS/)
  })

  it('refuses a JWT secret file shorter than 32 characters', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-secret-'))
    writeFileSync(path.join(dir, 'jwt-secret'), 'short')
    expect(() => loadJwtSecret(dir)).toThrow(/at least 32/)
    rmSync(dir, { recursive: true, force: true })
  })

  it('caps select lists at 100 items with a 400, not a database error', () => {
    const many = Array.from({ length: 101 }, () => 'item_index').join(',')
    expect(() => selectList(table, many)).toThrow(/at most 100/)
    expect(() => selectList(table, Array(100).fill('item_index').join(','))).not.toThrow()
  })
})
