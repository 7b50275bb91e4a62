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
import { sendChange } from '../api/send-change'

const NO_CHANGES: PlanChange[] = []
const NO_COPY: PlanCopy = { rows: {}, reportDate: null, readAt: null }
const NO_DETAILS: MoveDetails = {}

export const SAVE_FAILED = 'Failed to save progress'
export const DATE_SAVE_FAILED = 'Failed to save your report date'
export const ANSWER_SAVE_FAILED = 'Failed to save your answer'

function keptMessage(change: PlanChange): string {
  if (change.kind === 'tick')
    return `"${checklistItems[change.index]?.title}" kept the state saved on your account.`
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
  const flushing = useRef(false)

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
        rows: rows.data,
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

  const known: SavedRows = rows.data ?? copy.rows
  const knownDate = profile.data ? profile.data.reportDate : copy.reportDate
  const knownDetails = profile.data?.details ?? copy.details ?? NO_DETAILS

  const enqueue = useCallback(
    (change: PlanChange) => queueStore.set([...queueStore.get(), change]),
    [queueStore],
  )

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return
    flushing.current = true
    try {
      for (let change = queueStore.get()[0]; change; change = queueStore.get()[0]) {
        try {
          const outcome = await sendChange(userId, email, change)
          if (outcome === 'kept-server') toast.info(keptMessage(change))
        } catch (error) {
          if (error instanceof OfflineError) break
          toast.error(failedMessage(change))
        }
        queueStore.set(queueStore.get().slice(1))
      }
    } finally {
      flushing.current = false
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKey(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKey(userId) }),
      ])
    }
  }, [email, queryClient, queueStore, toast, userId])

  useEffect(() => {
    if (online && queue.length > 0) void flush()
  }, [online, queue.length, flush])

  const mustQueue = () => !navigator.onLine || queueStore.get().length > 0 || flushing.current

  function toggle(index: number, completed: boolean) {
    const change: PlanChange = {
      kind: 'tick',
      index,
      completed,
      base: known[index]?.updatedAt ?? null,
    }
    if (mustQueue()) return enqueue(change)
    // One save at a time: a toggle while another saves is ignored.
    if (pending) return
    setPending({ index, completed })
    saveItem(userId, { index, completed })
      .then((row) => {
        // A read started before this save would land after it without the tick.
        void queryClient.cancelQueries({ queryKey: progressKey(userId) })
        queryClient.setQueryData<SavedRows>(progressKey(userId), (previous) => ({
          ...previous,
          [index]: row,
        }))
        toast.success(completed ? 'Item completed!' : 'Item unmarked')
      })
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
  function saveToProfile(
    change: Exclude<PlanChange, { kind: 'tick' }>,
    update: (saved: SavedProfile) => SavedProfile,
  ) {
    if (mustQueue()) return enqueue(change)
    const key = profileKey(userId)
    // A read of the profile still on its way (a slow connection, just after sign-in) would land
    // after this and put the old value back: it is dropped.
    void queryClient.cancelQueries({ queryKey: key })
    const before = queryClient.getQueryData<SavedProfile>(key)
    const shown = before ?? { reportDate: knownDate, details: knownDetails }
    queryClient.setQueryData(key, update(shown))
    const columns =
      change.kind === 'date'
        ? { report_date: change.date }
        : answerColumns(change.key, change.value)
    saveProfile(userId, email, columns)
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

  function setReportDate(date: CalendarDate | null) {
    const change: PlanChange = { kind: 'date', date, base: knownDate }
    saveToProfile(change, (saved) => ({ ...saved, reportDate: date }))
  }

  function setAnswer<K extends MoveAnswer>(key: K, value: MoveDetails[K] | undefined) {
    const change = {
      kind: 'detail',
      key,
      value: value ?? null,
      base: knownDetails[key] ?? null,
    } as DetailChange
    saveToProfile(change, (saved) => ({
      ...saved,
      details: withAnswer(saved.details, key, value),
    }))
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

/** The saved profile with one failed change taken back to what was shown before it. */
function undo(
  now: SavedProfile,
  before: SavedProfile,
  change: Exclude<PlanChange, { kind: 'tick' }>,
): SavedProfile {
  if (change.kind === 'date') return { ...now, reportDate: before.reportDate }
  return {
    ...now,
    details: withAnswer(now.details, change.key, before.details[change.key]),
  }
}
