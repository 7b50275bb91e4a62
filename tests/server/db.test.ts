import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres, type Database } from '../../server/api/db.ts'
import { migrate } from '../../server/api/migrate.ts'
import { createLogger } from '../../server/log.ts'
import { backends, createStorage, type Storage } from './helpers.ts'

describe.each(backends)('the database layer on $name', (backend) => {
  let storage: Storage
  let db: Database

  beforeAll(async () => {
    storage = await createStorage(backend)
    db = storage.databaseUrl ? openPostgres(storage.databaseUrl) : await openPglite(storage.dataDir)
    await migrate(db, createLogger('silent'))
    await db.exec('CREATE TABLE public.pipeline_probe (id int PRIMARY KEY, note text)')
  })
  afterAll(async () => {
    await db?.close()
    await storage?.cleanup()
  })

  const count = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM public.pipeline_probe'))
        .rows[0]!.n,
    )

  it('runs a pipeline as one transaction: a failing statement undoes the ones before it', async () => {
    const insert = 'INSERT INTO public.pipeline_probe (id, note) VALUES ($1, $2)'
    await expect(
      db.pipeline([
        { text: insert, values: ['1', 'kept?'] },
        { text: insert, values: ['1', 'duplicate'] },
      ]),
    ).rejects.toMatchObject({ code: '23505' })
    expect(await count()).toBe(0)

    // The same prepared statements work again afterwards, on whichever connection.
    for (let i = 0; i < 5; i++) {
      const [first, second] = await db.pipeline([
        { text: insert, values: [String(10 + i), 'a'] },
        {
          text: 'SELECT note, id::text FROM public.pipeline_probe WHERE id = $1',
          values: [String(10 + i)],
        },
      ])
      expect(first!.rowCount).toBe(1)
      expect(second!.rows).toEqual([{ note: 'a', id: String(10 + i) }])
    }
    expect(await count()).toBe(5)
  })

  it('keeps settings local to the pipeline that set them', async () => {
    const [settings, seen] = await db.pipeline([
      { text: "SELECT set_config('role', $1, true) AS role", values: ['authenticated'] },
      { text: 'SELECT current_user::text AS who', values: [] },
    ])
    expect(settings!.rows).toEqual([{ role: 'authenticated' }])
    expect(seen!.rows).toEqual([{ who: 'authenticated' }])
    const after = await db.pipeline([{ text: 'SELECT current_user::text AS who', values: [] }])
    expect(after[0]!.rows[0]!.who).not.toBe('authenticated')
  })
})
