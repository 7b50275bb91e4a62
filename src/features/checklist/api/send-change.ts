import { sameAnswer, type PlanChange, type SavedRow } from '@/lib/plan-store'
import { fetchRow, saveItem } from './checklist-progress'
import { answerColumns, fetchProfile, saveProfile } from './profile'

/** What became of a change sent late: saved, or the server's newer value was kept. */
export type SendOutcome = 'saved' | 'kept-server' | 'same'

/**
 * A kept tick of a household says who made the change that stayed; a tick comes back with the
 * item's row as the server now has it.
 */
export interface Sent {
  outcome: SendOutcome
  by?: string | null
  row?: SavedRow
}

/**
 * Sends a change made offline or before sign-in by the conflict rule
 * (docs/decisions.md#d-29-3): when the server's row changed after the state the change was
 * based on, the server's value wins. Throws OfflineError when there is no connection.
 */
export async function sendChange(
  userId: string,
  email: string | undefined,
  change: PlanChange,
): Promise<Sent> {
  if (change.kind === 'tick') {
    const { row, household } = await fetchRow(userId, change.index)
    if (row && row.updatedAt !== change.base) {
      const outcome = row.completed === change.completed ? 'same' : 'kept-server'
      return { outcome, by: row.by, row }
    }
    return { outcome: 'saved', row: await saveItem(userId, change, household) }
  }
  return { outcome: await sendProfileChange(userId, email, change) }
}

async function sendProfileChange(
  userId: string,
  email: string | undefined,
  change: Exclude<PlanChange, { kind: 'tick' }>,
): Promise<SendOutcome> {
  const saved = await fetchProfile(userId)
  if (change.kind === 'date') {
    if (saved.reportDate !== change.base) {
      return saved.reportDate === change.date ? 'same' : 'kept-server'
    }
    await saveProfile(userId, email, { report_date: change.date }, saved.household)
    return 'saved'
  }
  // One answer: compared and saved alone, so the others keep what another device saved.
  const current = saved.details[change.key] ?? null
  if (!sameAnswer(current, change.base)) {
    return sameAnswer(current, change.value) ? 'same' : 'kept-server'
  }
  await saveProfile(userId, email, answerColumns(change.key, change.value), saved.household)
  return 'saved'
}
