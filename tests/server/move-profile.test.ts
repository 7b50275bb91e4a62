// The "Your move" answers on the profile row (issue #34): the site's own calls, the owner-only
// access rules and the checks, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  backends,
  createStorage,
  makeClient,
  PASSWORD,
  signedInUser,
  startServer,
  type Storage,
  type TestServer,
} from './helpers.ts'

const ANSWERS =
  'report_date, detach_date, installation, pet_dogs, pet_cats, pet_arrival_date, pet_airport, vehicles, car_arrival_date, firearms, firearm_arrival_date, children, child_grades, school_start_date, boat'

describe.each(backends)('the move profile on $name', (backend) => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage(backend)
    server = await startServer(storage)
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('saves each answer on its own, as the site does, and reads them all back', async () => {
    const a = await signedInUser(server)
    const save = (columns: Record<string, unknown>) =>
      a.client
        .from('profiles')
        .upsert({ id: a.user.id, email: a.email, ...columns }, { onConflict: 'id' })

    // The first answer creates the row; each later one changes only its own columns.
    expect((await save({ pet_dogs: 1, pet_cats: 0 })).error).toBeNull()
    expect((await save({ pet_arrival_date: '2027-04-20', pet_airport: 'OGG' })).error).toBeNull()
    expect((await save({ vehicles: 1, car_arrival_date: '2027-05-03' })).error).toBeNull()
    expect((await save({ firearms: false })).error).toBeNull()
    expect((await save({ report_date: '2027-04-26' })).error).toBeNull()
    expect((await save({ detach_date: '2027-03-30', installation: 'schofield' })).error).toBeNull()
    expect((await save({ children: 2, boat: false })).error).toBeNull()
    // A grade not given yet keeps its child's place.
    expect(
      (await save({ child_grades: ['K', ''], school_start_date: '2027-08-02' })).error,
    ).toBeNull()

    const read = await a.client.from('profiles').select(ANSWERS).eq('id', a.user.id)
    expect(read.error).toBeNull()
    expect(read.data).toEqual([
      {
        report_date: '2027-04-26',
        detach_date: '2027-03-30',
        installation: 'schofield',
        pet_dogs: 1,
        pet_cats: 0,
        pet_arrival_date: '2027-04-20',
        pet_airport: 'OGG',
        vehicles: 1,
        car_arrival_date: '2027-05-03',
        firearms: false,
        firearm_arrival_date: null,
        children: 2,
        child_grades: ['K', ''],
        school_start_date: '2027-08-02',
        boat: false,
      },
    ])

    // Clearing one answer (null) leaves the others.
    expect((await save({ car_arrival_date: null })).error).toBeNull()
    const after = await a.client.from('profiles').select('vehicles, car_arrival_date').single()
    expect(after.data).toEqual({ vehicles: 1, car_arrival_date: null })
  })

  it('refuses answers the form cannot give, with the check named, and keeps the saved ones', async () => {
    const a = await signedInUser(server)
    const base = { id: a.user.id, email: a.email }
    expect(
      (await a.client.from('profiles').upsert({ ...base, pet_dogs: 2, pet_cats: 1 })).error,
    ).toBeNull()

    for (const bad of [
      { pet_airport: 'LAX' },
      { pet_dogs: 21, pet_cats: 0 },
      { pet_dogs: -1, pet_cats: 0 },
      { vehicles: 99 },
      { children: 21 },
      { child_grades: ['13'] },
      { child_grades: ['K', 'kindergarten'] },
      { child_grades: ['K', null] },
      { child_grades: Array.from({ length: 21 }, () => '3') },
      { school_start_date: '0202-08-02' },
      { installation: "schofield'; drop table profiles;--" },
      { installation: 'x'.repeat(65) },
      { detach_date: '1999-12-31' },
      // The year typed as 202: refused by the database too.
      { car_arrival_date: '0202-05-03' },
      { pet_arrival_date: '2207-04-20' },
      // Dogs and cats are one answer.
      { pet_dogs: 3, pet_cats: null },
    ]) {
      const write = await a.client.from('profiles').upsert({ ...base, ...bad })
      expect(write.status, JSON.stringify(bad)).toBe(400)
      expect(write.error?.code, JSON.stringify(bad)).toBe('23514')
    }
    const typo = await a.client.from('profiles').upsert({ ...base, firearms: 'maybe' })
    expect(typo.status).toBe(400)
    expect(typo.error?.code).toBe('22P02')

    const kept = await a.client.from('profiles').select('pet_dogs, pet_cats, pet_airport').single()
    expect(kept.data).toEqual({ pet_dogs: 2, pet_cats: 1, pet_airport: null })
  })

  it("keeps one family's answers from every other account and from visitors", async () => {
    const a = await signedInUser(server)
    const b = await signedInUser(server)
    expect(
      (
        await a.client
          .from('profiles')
          .upsert({ id: a.user.id, email: a.email, pet_dogs: 1, pet_cats: 1, vehicles: 2 })
      ).error,
    ).toBeNull()

    expect((await b.client.from('profiles').select(ANSWERS).eq('id', a.user.id)).data).toEqual([])
    const overwrite = await b.client
      .from('profiles')
      .upsert({ id: a.user.id, email: b.email, vehicles: 0 }, { onConflict: 'id' })
    expect(overwrite.error?.code).toBe('42501')
    const update = await b.client
      .from('profiles')
      .update({ vehicles: 0 })
      .eq('id', a.user.id)
      .select()
    expect(update.data).toEqual([])

    const visitor = makeClient(server)
    const peek = await visitor.from('profiles').select(ANSWERS)
    expect(peek.status).toBe(401)
    expect(peek.data).toBeNull()

    // After signing out everywhere, the old token reads nothing.
    const token = a.session.access_token
    await a.client.auth.signOut({ scope: 'global' })
    const ended = await fetch(`${server.url}/rest/v1/profiles?select=vehicles`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    })
    expect(ended.status).toBe(401)

    const again = makeClient(server)
    await again.auth.signInWithPassword({ email: a.email, password: PASSWORD })
    const mine = await again.from('profiles').select('pet_dogs, pet_cats, vehicles').single()
    expect(mine.data).toEqual({ pet_dogs: 1, pet_cats: 1, vehicles: 2 })
  })
})
