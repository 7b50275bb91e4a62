import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useToast } from '@/design-system'
import { checklistItems } from '@/data/checklist'
import type { CalendarDate } from '@/lib/dates/calendar-date'
import { useOnline } from '@/lib/online'
import {
  planCopy,
  planQueue,
  takeAnonymousPlan,
  withAnswer,
  type DetailChange,
  type MoveAnswer,
  type MoveDetails,
  type PlanChange,
  type PlanCopy,
} from '@/lib/plan-store'
import {
  completedOf,
  OfflineError,
  progressKey,
  saveItem,
  useSavedRows,
  withItem,
  type PlanRows,
  type Progress,
  type SaveItem,
  type SavedRows,
} from '../api/checklist-progress'
import {
  answerColumns,
  profileKey,
  saveProfile,
  useSavedProfile,
  type SavedProfile,
} from '../api/profile'
import { ANSWER_LABELS } from '../move-answers'
import { sendChange, type Sent } from '../api/send-change'

const NO_CHANGES: PlanChange[] = []

/**
 * The users whose queue is being sent, for the whole tab: a plan remounted mid-send (the
 * session refreshed on reconnect) must not send the same queue a second time alongside, or
 * each would drop the other's head unsent.
 */
const flushing = new Set<string>()

/**
 * Takes a sent change off the head of the queue, only if it is still there. A later tick of the
 * same item made on top of it (ticked, then unticked, offline) was based on the same row: once
 * the server has the sent state, that tick is based on the row the server now has (`savedAt`),
 * so the family's own second change is not taken for another device's.
 */
function dropSent(
  queue: readonly PlanChange[],
  sent: PlanChange,
  set: (next: PlanChange[]) => void,
  savedAt?: string,
) {
  if (!queue[0] || JSON.stringify(queue[0]) !== JSON.stringify(sent)) return
  const rest = queue.slice(1)
  if (sent.kind !== 'tick' || savedAt === undefined) return set(rest)
  set(
    rest.map((change) =>
      change.kind === 'tick' && change.index === sent.index && change.base === sent.base
        ? { ...change, base: savedAt }
        : change,
    ),
  )
}
const NO_COPY: PlanCopy = { rows: {}, reportDate: null, readAt: null }

/**
 * How long to wait before sending the queue again after a send found no connection while the
 * browser said it had one (the signal back before the network is: a captive portal, a weak
 * bar): 2 s, then twice as long each time, up to 30 s.
 */
export function retryDelay(stalls: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, stalls - 1))
}
const NO_DETAILS: MoveDetails = {}
const NO_TICKS: Progress = new Set()

export const SAVE_FAILED = 'Failed to save progress'
export const DATE_SAVE_FAILED = 'Failed to save your report date'
export const ANSWER_SAVE_FAILED = 'Failed to save your answer'
export const NO_LONGER_SHARED =
  'You are no longer in a household: this checklist is now your own copy of its list.'

function keptMessage(change: PlanChange, by?: string | null): string {
  if (change.kind === 'tick') {
    const title = checklistItems[change.index]?.title
    // A household's item changed by another member meanwhile: say who, so no tick goes unseen.
    if (by !== undefined && by !== 'you')
      return `"${title}" was changed by ${by ?? 'a former member'} meanwhile; their change was kept.`
    return `"${title}" kept the state saved on your account.`
  }
  if (change.kind === 'date') return 'Your report date kept the date saved on your account.'
  return `"${ANSWER_LABELS[change.key]}" kept the answer saved on your account.`
}

function failedMessage(change: PlanChange): string {
  if (change.kind === 'tick') return SAVE_FAILED
  return change.kind === 'date' ? DATE_SAVE_FAILED : ANSWER_SAVE_FAILED
}

interface Plan {
  completed: Progress
  date: CalendarDate | null
  details: MoveDetails
}

/** The plan with the changes not yet sent laid over it, in order. */
function applyChanges(plan: Plan, changes: readonly PlanChange[]): Plan {
  return changes.reduce((next, change) => {
    if (change.kind === 'tick') return { ...next, completed: withItem(next.completed, change) }
    if (change.kind === 'date') return { ...next, date: change.date }
    return { ...next, details: withAnswer(next.details, change.key, change.value ?? undefined) }
  }, plan)
}

/**
 * A signed-in user's plan (docs/decisions.md#d-29-3): what the server has, an offline copy of it
 * in this browser, and the changes made offline or before sign-in, sent one at a time in order
 * when there is a connection. Online, a tick is saved at once, one save at a time (D-10).
 */
export function useSignedInPlan(userId: string, email: string | undefined) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const online = useOnline()
  const copyStore = planCopy(userId)
  const queueStore = planQueue(userId)
  const copy = useSyncExternalStore(copyStore.subscribe, copyStore.get, () => NO_COPY)
  const queue = useSyncExternalStore(queueStore.subscribe, queueStore.get, () => NO_CHANGES)
  const rows = useSavedRows(userId)
  const profile = useSavedProfile(userId)
  const [pending, setPending] = useState<SaveItem | null>(null)
  // Sends of the queue in a row that found no connection; 0 once one gets through.
  const [stalls, setStalls] = useState(0)

  // What was entered before signing in joins the queue, once.
  useEffect(() => {
    const taken = takeAnonymousPlan()
    if (taken.length > 0) queueStore.set([...queueStore.get(), ...taken])
  }, [queueStore])

  // The offline copy follows what the server last sent.
  useEffect(() => {
    if (rows.data) {
      copyStore.set({
        ...copyStore.get(),
        rows: rows.data.rows,
        household: rows.data.household,
        readAt: new Date(rows.dataUpdatedAt).toISOString(),
      })
    }
  }, [copyStore, rows.data, rows.dataUpdatedAt])
  useEffect(() => {
    if (profile.data) {
      const { reportDate, details } = profile.data
      copyStore.set({ ...copyStore.get(), reportDate, details })
    }
  }, [copyStore, profile.data])

  // Removed from the household (or it ended) while this page was open: say whose list this is.
  const shownHousehold = useRef<string | null>(null)
  useEffect(() => {
    if (!rows.data) return
    if (shownHousehold.current && rows.data.household === null) toast.info(NO_LONGER_SHARED)
    shownHousehold.current = rows.data.household
  }, [rows.data, toast])

  const known: SavedRows = rows.data?.rows ?? copy.rows
  const household = rows.data ? rows.data.household : (copy.household ?? null)
  const knownDate = profile.data ? profile.data.reportDate : copy.reportDate
  const knownDetails = profile.data?.details ?? copy.details ?? NO_DETAILS

  const enqueue = useCallback(
    (change: PlanChange) => queueStore.set([...queueStore.get(), change]),
    [queueStore],
  )

  /**
   * Shows a change just sent as the server now has it, at once: it does not flicker back to the
   * old state until the read at the end of the queue, and a change made meanwhile is based on it.
   */
  const showSent = useCallback(
    (change: PlanChange, sent: Sent) => {
      if (change.kind === 'tick') {
        const { row } = sent
        if (!row) return
        void queryClient.cancelQueries({ queryKey: progressKey(userId) })
        queryClient.setQueryData<PlanRows>(
          progressKey(userId),
          (previous) =>
            previous && { ...previous, rows: { ...previous.rows, [change.index]: row } },
        )
        const kept = copyStore.get()
        copyStore.set({ ...kept, rows: { ...kept.rows, [change.index]: row } })
        return
      }
      // A kept answer comes with the read at the end.
      if (sent.outcome !== 'saved') return
      void queryClient.cancelQueries({ queryKey: profileKey(userId) })
      queryClient.setQueryData<SavedProfile>(
        profileKey(userId),
        (saved) => saved && withProfileChange(saved, change),
      )
      copyStore.set(withProfileChange(copyStore.get(), change))
    },
    [copyStore, queryClient, userId],
  )

  const flush = useCallback(async () => {
    if (flushing.has(userId) || !navigator.onLine) return
    flushing.add(userId)
    let stalled = false
    try {
      for (let change = queueStore.get()[0]; change; change = queueStore.get()[0]) {
        let savedAt: string | undefined
        try {
          const sent = await sendChange(userId, email, change)
          if (sent.outcome === 'kept-server') toast.info(keptMessage(change, sent.by))
          else if (change.kind === 'tick') savedAt = sent.row?.updatedAt
          showSent(change, sent)
        } catch (error) {
          if (error instanceof OfflineError) {
            stalled = true
            break
          }
          toast.error(failedMessage(change))
        }
        dropSent(queueStore.get(), change, queueStore.set, savedAt)
      }
    } finally {
      flushing.delete(userId)
      setStalls((count) => (stalled ? count + 1 : 0))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKey(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKey(userId) }),
      ])
    }
  }, [email, queryClient, queueStore, showSent, toast, userId])

  useEffect(() => {
    if (online && queue.length > 0) void flush()
  }, [online, queue.length, flush])

  // No second "online" event comes when the first send after one failed: try again meanwhile.
  useEffect(() => {
    if (!online || queue.length === 0 || stalls === 0) return
    const timer = window.setTimeout(() => void flush(), retryDelay(stalls))
    return () => window.clearTimeout(timer)
  }, [online, queue.length, stalls, flush])

  const mustQueue = () => !navigator.onLine || queueStore.get().length > 0 || flushing.has(userId)

  function toggle(index: number, completed: boolean) {
    // A tick of an item whose earlier tick is still queued is based on what that one was.
    const earlier = queueStore
      .get()
      .findLast(
        (queued): queued is Extract<PlanChange, { kind: 'tick' }> =>
          queued.kind === 'tick' && queued.index === index,
      )
    const change: PlanChange = {
      kind: 'tick',
      index,
      completed,
      base: earlier ? earlier.base : (known[index]?.updatedAt ?? null),
    }
    if (mustQueue()) return enqueue(change)
    // One save at a time: a toggle while another saves is ignored.
    if (pending) return
    setPending({ index, completed })
    const done = () => toast.success(completed ? 'Item completed!' : 'Item unmarked')
    const saved = household
      ? // Another member may have changed the item since this screen read it: the conflict
        // rule decides, and the screen reads the household's rows again either way.
        sendChange(userId, email, change).then(async (sent) => {
          if (sent.outcome === 'kept-server') toast.info(keptMessage(change, sent.by))
          else done()
          await queryClient.invalidateQueries({ queryKey: progressKey(userId) })
        })
      : saveItem(userId, { index, completed }).then((row) => {
          // A read started before this save would land after it without the tick.
          void queryClient.cancelQueries({ queryKey: progressKey(userId) })
          queryClient.setQueryData<PlanRows>(progressKey(userId), (previous) => ({
            household: null,
            rows: { ...previous?.rows, [index]: row },
          }))
          done()
        })
    saved
      .catch((error: unknown) => {
        if (error instanceof OfflineError) enqueue(change)
        else toast.error(SAVE_FAILED)
      })
      .finally(() => setPending(null))
  }

  /**
   * Saves one change to the profile at once: shown before the answer comes, put back if it
   * fails, queued if there is no connection.
   */
  function saveToProfile(change: ProfileChange) {
    if (mustQueue()) return enqueue(change)
    const key = profileKey(userId)
    // A read of the profile still on its way (a slow connection, just after sign-in) would land
    // after this and put the old value back: it is dropped.
    void queryClient.cancelQueries({ queryKey: key })
    const before = queryClient.getQueryData<SavedProfile>(key)
    const shown = before ?? { reportDate: knownDate, details: knownDetails }
    queryClient.setQueryData(key, withProfileChange(shown, change))
    const columns =
      change.kind === 'date'
        ? { report_date: change.date }
        : answerColumns(change.key, change.value)
    // The household's row for a member; while the profile is still unread, the checklist's read
    // says where the plan lives.
    saveProfile(userId, email, columns, before ? (before.household ?? null) : household)
      // The read dropped above may have been the one bringing answers saved meanwhile (the queue
      // sent after lost signal): read the profile again, so the screen ends as the server is.
      .then(() => queryClient.invalidateQueries({ queryKey: key }))
      .catch((error: unknown) => {
        // Only this change is taken back: a later one to another answer stays on screen.
        queryClient.setQueryData<SavedProfile>(key, (now) =>
          now ? undo(now, shown, change) : before,
        )
        if (error instanceof OfflineError) enqueue(change)
        else toast.error(failedMessage(change))
      })
  }

  /**
   * The date and answers as the family sees them: the saved ones with the changes not yet sent.
   * A change is based on these, so a second change on top of a queued one is the family's own,
   * not taken for another device's when the queue is sent.
   */
  const asSeen = () =>
    applyChanges({ completed: NO_TICKS, date: knownDate, details: knownDetails }, queueStore.get())

  function setReportDate(date: CalendarDate | null) {
    const change: PlanChange = { kind: 'date', date, base: asSeen().date }
    saveToProfile(change)
  }

  function setAnswer<K extends MoveAnswer>(key: K, value: MoveDetails[K] | undefined) {
    const change = {
      kind: 'detail',
      key,
      value: value ?? null,
      base: asSeen().details[key] ?? null,
    } as DetailChange
    saveToProfile(change)
  }

  const plan = useMemo(
    () =>
      applyChanges(
        {
          completed: pending ? withItem(completedOf(known), pending) : completedOf(known),
          date: knownDate,
          details: knownDetails,
        },
        queue,
      ),
    [known, knownDate, knownDetails, pending, queue],
  )

  const offline = !online || rows.error instanceof OfflineError
  return {
    completed: plan.completed,
    /** The saved rows shown, each with when (and, in a household, by whom) it was changed. */
    rows: known,
    /** True when the checklist shown is the household's, shared with its members. */
    shared: household !== null,
    reportDate: plan.date,
    details: plan.details,
    /** Nothing to show yet: no answer from the server and no offline copy. */
    loading: rows.isPending && copy.readAt === null && !offline,
    loadFailed: rows.isError && !(rows.error instanceof OfflineError),
    offline,
    /** When the progress shown was read from the server (offline), or null. */
    readAt: copy.readAt,
    unsent: queue.length,
    savingIndex: pending?.index ?? null,
    toggle,
    setReportDate,
    setAnswer,
  }
}

type ProfileChange = Exclude<PlanChange, { kind: 'tick' }>

/** A saved profile (or the offline copy of one) with one change to the date or an answer. */
function withProfileChange<T extends { reportDate: CalendarDate | null; details?: MoveDetails }>(
  saved: T,
  change: ProfileChange,
): T {
  if (change.kind === 'date') return { ...saved, reportDate: change.date }
  return {
    ...saved,
    details: withAnswer(saved.details ?? {}, change.key, change.value ?? undefined),
  }
}

/** The saved profile with one failed change taken back to what was shown before it. */
function undo(now: SavedProfile, before: SavedProfile, change: ProfileChange): SavedProfile {
  if (change.kind === 'date') return { ...now, reportDate: before.reportDate }
  return {
    ...now,
    details: withAnswer(now.details, change.key, before.details[change.key]),
  }
}
