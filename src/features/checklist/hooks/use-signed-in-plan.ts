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
import { reportDateKey, saveReportDate, useSavedReportDate } from '../api/report-date'
import { sendChange } from '../api/send-change'

const NO_CHANGES: PlanChange[] = []
const NO_COPY: PlanCopy = { rows: {}, reportDate: null, readAt: null }

export const SAVE_FAILED = 'Failed to save progress'
export const DATE_SAVE_FAILED = 'Failed to save your report date'

function keptMessage(change: PlanChange): string {
  return change.kind === 'tick'
    ? `"${checklistItems[change.index]?.title}" kept the state saved on your account.`
    : 'Your report date kept the date saved on your account.'
}

/** The plan with the changes not yet sent laid over it, in order. */
function applyChanges(
  completed: Progress,
  date: CalendarDate | null,
  changes: readonly PlanChange[],
): { completed: Progress; date: CalendarDate | null } {
  return changes.reduce(
    (plan, change) =>
      change.kind === 'tick'
        ? { ...plan, completed: withItem(plan.completed, change) }
        : { ...plan, date: change.date },
    { completed, date },
  )
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
  const savedDate = useSavedReportDate(userId)
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
    if (savedDate.isSuccess) copyStore.set({ ...copyStore.get(), reportDate: savedDate.data })
  }, [copyStore, savedDate.isSuccess, savedDate.data])

  const known: SavedRows = rows.data ?? copy.rows
  const knownDate = savedDate.isSuccess ? savedDate.data : copy.reportDate

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
          toast.error(change.kind === 'tick' ? SAVE_FAILED : DATE_SAVE_FAILED)
        }
        queueStore.set(queueStore.get().slice(1))
      }
    } finally {
      flushing.current = false
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKey(userId) }),
        queryClient.invalidateQueries({ queryKey: reportDateKey(userId) }),
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

  function setReportDate(date: CalendarDate | null) {
    const change: PlanChange = { kind: 'date', date, base: knownDate }
    if (mustQueue()) return enqueue(change)
    const key = reportDateKey(userId)
    // A read of the saved date still on its way (a slow connection, just after sign-in) would
    // land after this and put the old date back: it is dropped.
    void queryClient.cancelQueries({ queryKey: key })
    queryClient.setQueryData(key, date)
    saveReportDate(userId, email, date).catch((error: unknown) => {
      queryClient.setQueryData(key, knownDate)
      if (error instanceof OfflineError) enqueue(change)
      else toast.error(DATE_SAVE_FAILED)
    })
  }

  const plan = useMemo(
    () =>
      applyChanges(
        pending ? withItem(completedOf(known), pending) : completedOf(known),
        knownDate,
        queue,
      ),
    [known, knownDate, pending, queue],
  )

  const offline = !online || rows.error instanceof OfflineError
  return {
    completed: plan.completed,
    reportDate: plan.date,
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
  }
}
