// One plan for a household (issue #35): the rules live in the database (the migration's tables,
// policies and functions), so they hold on PGlite, on PostgreSQL and on a hosted project.
import { randomBytes } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST,
  ON_CONFLICT,
  backends,
  createStorage,
  makeClient,
  signedInUser,
  startServer,
  type Storage,
  type TestServer,
} from './helpers.ts'

const UNUSABLE = 'This invite link cannot be used. Ask for a new one.'
type Person = Awaited<ReturnType<typeof signedInUser>>

async function invite(who: Person): Promise<string> {
  const { data, error } = await who.client.rpc('create_household_invite')
  expect(error).toBeNull()
  expect(data).toMatch(/^[0-9a-f]{64}$/)
  return data as string
}

async function join(who: Person, token: string) {
  return who.client.rpc('join_household', { token })
}

async function tickOwn(who: Person, item: number, completed = true) {
  const row = { user_id: who.user.id, checklist_type: CHECKLIST, item_index: item, completed }
  const { error } = await who.client
    .from('checklist_progress')
    .upsert(row, { onConflict: ON_CONFLICT })
  expect(error).toBeNull()
}

async function tickShared(who: Person, home: string, item: number, completed = true) {
  return who.client.from('household_progress').upsert(
    {
      household_id: home,
      checklist_type: CHECKLIST,
      item_index: item,
      completed,
      updated_by: who.user.id,
    },
    { onConflict: 'household_id,checklist_type,item_index' },
  )
}

async function shared(client: SupabaseClient) {
  const { data, error } = await client
    .from('household_progress')
    .select('item_index, completed, updated_by')
    .order('item_index')
  expect(error).toBeNull()
  return data as { item_index: number; completed: boolean; updated_by: string | null }[]
}

/** A household of an owner and one member who joined through a link. */
async function household(server: TestServer) {
  const owner = await signedInUser(server)
  const member = await signedInUser(server)
  const joined = await join(member, await invite(owner))
  expect(joined.error).toBeNull()
  return { owner, member, home: joined.data as string }
}

describe.each(backends)('households on $name', (backend) => {
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

  it('shares one checklist: joining merges what each had, and every change says who made it', async () => {
    const owner = await signedInUser(server)
    await tickOwn(owner, 1)
    const token = await invite(owner)
    const member = await signedInUser(server)
    await tickOwn(member, 2)
    const joined = await join(member, token)
    expect(joined.error).toBeNull()
    const home = joined.data as string

    expect(await shared(owner.client)).toEqual([
      { item_index: 1, completed: true, updated_by: owner.user.id },
      { item_index: 2, completed: true, updated_by: member.user.id },
    ])
    expect((await tickShared(member, home, 3)).error).toBeNull()
    expect((await shared(owner.client)).at(-1)).toEqual({
      item_index: 3,
      completed: true,
      updated_by: member.user.id,
    })
    // Nobody can write a change in another member's name.
    const forged = await member.client.from('household_progress').upsert(
      {
        household_id: home,
        checklist_type: CHECKLIST,
        item_index: 4,
        completed: true,
        updated_by: owner.user.id,
      },
      { onConflict: 'household_id,checklist_type,item_index' },
    )
    expect(forged.error?.code).toBe('42501')

    const roster = await owner.client.rpc('household_roster')
    expect(roster.data).toEqual([
      expect.objectContaining({ user_id: owner.user.id, email: owner.email, role: 'owner' }),
      expect.objectContaining({ user_id: member.user.id, email: member.email, role: 'member' }),
    ])
  })

  it('lets an invite link work once, and answers alike for a used, revoked, expired or guessed one', async () => {
    const owner = await signedInUser(server)
    const token = await invite(owner)
    expect((await join(await signedInUser(server), token)).error).toBeNull()

    const third = await signedInUser(server)
    const used = await join(third, token)
    expect(used.error?.message).toBe(UNUSABLE)
    expect(used.status).toBe(400)

    const guessed = await join(third, randomBytes(32).toString('hex'))
    expect(guessed.error?.message).toBe(UNUSABLE)
    expect((await join(third, 'not-a-token')).error?.message).toBe(UNUSABLE)

    const toRevoke = await invite(owner)
    const open = await owner.client
      .from('household_invites')
      .select('id')
      .is('used_at', null)
      .is('revoked_at', null)
    expect(open.data).toHaveLength(1)
    expect(
      (await owner.client.rpc('revoke_household_invite', { invite: open.data![0]!.id })).error,
    ).toBeNull()
    expect((await join(third, toRevoke)).error?.message).toBe(UNUSABLE)

    const toExpire = await invite(owner)
    const service = makeClient(server, server.serviceRoleKey)
    await service
      .from('household_invites')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .is('used_at', null)
      .is('revoked_at', null)
    expect((await join(third, toExpire)).error?.message).toBe(UNUSABLE)

    // The token itself is never readable, not even by the household.
    const hashes = await owner.client.from('household_invites').select('token_hash')
    expect(hashes.error?.code).toBe('42501')
  })

  it('keeps a household from everyone outside it, by every table and function', async () => {
    const { owner, member, home } = await household(server)
    await tickShared(member, home, 5)
    const other = await household(server)
    const outsider = await signedInUser(server)

    for (const who of [outsider, other.owner, other.member]) {
      expect(await shared(who.client)).not.toContainEqual(
        expect.objectContaining({ item_index: 5, updated_by: member.user.id }),
      )
      expect((await who.client.from('households').select('id').eq('id', home)).data).toEqual([])
      const members = await who.client
        .from('household_members')
        .select('user_id')
        .eq('household_id', home)
      expect(members.data).toEqual([])
      const invites = await who.client
        .from('household_invites')
        .select('id')
        .eq('household_id', home)
      expect(invites.data).toEqual([])
      expect((await tickShared(who, home, 6)).error?.code).toBe('42501')
      const remove = await who.client.rpc('remove_household_member', { member: member.user.id })
      expect(remove.error).not.toBeNull()
      const hand = await who.client.rpc('transfer_household_ownership', { member: member.user.id })
      expect(hand.error).not.toBeNull()
    }
    // Still the owner's household, still both members.
    const roster = await owner.client.rpc('household_roster')
    expect((roster.data as unknown[]).length).toBe(2)
    // Household B's roster is B's.
    const rosterB = await other.owner.client.rpc('household_roster')
    expect((rosterB.data as { user_id: string }[]).map((r) => r.user_id)).toEqual([
      other.owner.user.id,
      other.member.user.id,
    ])

    const visitor = makeClient(server)
    expect((await visitor.rpc('create_household_invite')).status).toBe(401)
    expect((await visitor.from('household_progress').select('*')).status).toBe(401)
  })

  it('removes a member at once, who keeps a copy of the checklist as their own', async () => {
    const { owner, member, home } = await household(server)
    expect((await tickShared(owner, home, 7)).error).toBeNull()
    const removed = await owner.client.rpc('remove_household_member', { member: member.user.id })
    expect(removed.error).toBeNull()

    expect(await shared(member.client)).toEqual([])
    expect((await tickShared(member, home, 8)).error?.code).toBe('42501')
    const own = await member.client.from('checklist_progress').select('item_index, completed')
    expect(own.data).toContainEqual({ item_index: 7, completed: true })
    // Only the owner removes; a member who tries is refused.
    const { member: second } = await household(server)
    const byMember = await second.client.rpc('remove_household_member', { member: owner.user.id })
    expect(byMember.error?.code).toBe('42501')
  })

  it('holds the owner rules: hand over before leaving, 6 members, 5 open invites, and a deleted owner', async () => {
    const { owner, member, home } = await household(server)
    const leave = await owner.client.rpc('leave_household')
    expect(leave.error?.message).toBe('Hand the household over to another member before you leave.')

    expect(
      (await owner.client.rpc('transfer_household_ownership', { member: member.user.id })).error,
    ).toBeNull()
    expect((await owner.client.rpc('leave_household')).error).toBeNull()
    expect(await shared(owner.client)).toEqual([])
    const roster = await member.client.rpc('household_roster')
    expect(roster.data).toEqual([
      expect.objectContaining({ user_id: member.user.id, role: 'owner' }),
    ])

    // Up to 6 members; at most 5 open invites at once.
    const others: Person[] = []
    for (let i = 0; i < 5; i++) {
      const person = await signedInUser(server)
      expect((await join(person, await invite(member))).error).toBeNull()
      others.push(person)
    }
    const full = await member.client.rpc('create_household_invite')
    expect(full.error?.message).toBe('A household has at most 6 members.')

    const solo = await signedInUser(server)
    for (let i = 0; i < 5; i++) await invite(solo)
    const sixth = await solo.client.rpc('create_household_invite')
    expect(sixth.error?.message).toBe('A household has at most 5 open invites. Revoke one first.')

    // The owner deletes the account: the longest member becomes the owner, and a tick the
    // owner made stays, by "a former member".
    expect((await tickShared(member, home, 9)).error).toBeNull()
    expect((await member.client.rpc('delete_my_account')).error).toBeNull()
    const after = await others[0]!.client.rpc('household_roster')
    expect((after.data as { user_id: string; role: string }[])[0]).toEqual(
      expect.objectContaining({ user_id: others[0]!.user.id, role: 'owner' }),
    )
    expect(await shared(others[0]!.client)).toContainEqual({
      item_index: 9,
      completed: true,
      updated_by: null,
    })
  })

  it('shares the report date and the answers: joining fills only what the household had not answered, each member changes one answer at a time, and leaving keeps them', async () => {
    const owner = await signedInUser(server)
    const setOwn = (who: Person, row: Record<string, unknown>) =>
      who.client.from('profiles').upsert({ id: who.user.id, ...row }, { onConflict: 'id' })
    expect((await setOwn(owner, { report_date: '2027-04-26', vehicles: 1 })).error).toBeNull()
    const token = await invite(owner)
    const member = await signedInUser(server)
    expect(
      (
        await setOwn(member, {
          report_date: '2027-05-01',
          vehicles: 2,
          pet_dogs: 1,
          pet_cats: 0,
          children: 2,
          child_grades: ['K', '7'],
          school_start_date: '2027-08-02',
        })
      ).error,
    ).toBeNull()
    const home = (await join(member, token)).data as string

    const plan = async (who: Person) => {
      const { data, error } = await who.client
        .from('households')
        .select('report_date, vehicles, pet_dogs, pet_cats, child_grades, school_start_date, boat')
        .eq('id', home)
      expect(error).toBeNull()
      return data?.[0]
    }
    // The household's answers stay; the joiner's dogs and cats fill what it had not answered.
    expect(await plan(member)).toEqual({
      report_date: '2027-04-26',
      vehicles: 1,
      pet_dogs: 1,
      pet_cats: 0,
      child_grades: ['K', '7'],
      school_start_date: '2027-08-02',
      boat: null,
    })
    // One member's change to one answer leaves the others' answers as they are.
    expect(
      (await member.client.from('households').update({ boat: true }).eq('id', home)).error,
    ).toBeNull()
    expect(
      (await owner.client.from('households').update({ vehicles: 3 }).eq('id', home)).error,
    ).toBeNull()
    expect(
      (
        await owner.client
          .from('households')
          .update({ child_grades: ['1', '7'] })
          .eq('id', home)
      ).error,
    ).toBeNull()
    expect(await plan(owner)).toMatchObject({ vehicles: 3, boat: true, report_date: '2027-04-26' })
    // The checks hold here as on the profile; the household's id is not the members' to change.
    const badYear = await owner.client
      .from('households')
      .update({ report_date: '0202-04-26' })
      .eq('id', home)
    expect(badYear.error?.code).toBe('23514')
    const moved = await owner.client
      .from('households')
      .update({ id: '00000000-0000-0000-0000-000000000000' })
      .eq('id', home)
    expect(moved.error?.code).toBe('42501')

    // Someone outside changes nothing.
    const stranger = await signedInUser(server)
    await stranger.client.from('households').update({ vehicles: 9 }).eq('id', home)
    expect(await plan(owner)).toMatchObject({ vehicles: 3 })

    // Removed, the member keeps the household's plan as their own.
    expect(
      (await owner.client.rpc('remove_household_member', { member: member.user.id })).error,
    ).toBeNull()
    const own = await member.client
      .from('profiles')
      .select('report_date, vehicles, boat, pet_dogs, child_grades, school_start_date')
      .eq('id', member.user.id)
    expect(own.data?.[0]).toEqual({
      report_date: '2027-04-26',
      vehicles: 3,
      boat: true,
      pet_dogs: 1,
      child_grades: ['1', '7'],
      school_start_date: '2027-08-02',
    })
    expect(await plan(member)).toBeUndefined()
  })
})
