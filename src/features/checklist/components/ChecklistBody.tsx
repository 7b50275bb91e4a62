import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '@/design-system'
import { checklistItems } from '@/data/checklist'
import { QueryProvider } from '@/lib/query'
import { useSession } from '@/lib/supabase'
import {
  useProgress,
  useSaveItem,
  withItem,
  type Progress,
  type SaveItem,
} from '../api/checklist-progress'
import { useLocalReportDate, useSavedReportDate } from '../api/report-date'
import { ChecklistView } from './ChecklistView'
import { PlanPanel } from './PlanPanel'
import { localToday, planItems, type CalendarDate } from '../timeline'

const NONE: Progress = new Set()

interface PlannedChecklistProps {
  completed: Progress
  reportDate: CalendarDate | null
  onReportDateChange: (date: CalendarDate | null) => void
  signedIn: boolean
  loading?: boolean
  savingIndex?: number | null
  onToggle: (index: number, completed: boolean) => void
}

/** The date panel and the list; with a report date, the list is grouped into a dated plan. */
function PlannedChecklist({
  completed,
  reportDate,
  onReportDateChange,
  ...view
}: PlannedChecklistProps) {
  const today = localToday()
  const plan = reportDate ? planItems(checklistItems, reportDate, completed, today) : null
  return (
    <>
      <PlanPanel
        reportDate={reportDate}
        onReportDateChange={onReportDateChange}
        plan={plan}
        completed={completed}
        today={today}
        disabled={view.loading}
      />
      <ChecklistView items={checklistItems} completed={completed} plan={plan} {...view} />
    </>
  )
}

interface EarlyTicks {
  /** Ticks made before the session was known (the page can come to life before it). */
  early: readonly SaveItem[]
}

function SignedInChecklist({
  userId,
  email,
  early,
  onEarlyTaken,
}: EarlyTicks & { userId: string; email?: string; onEarlyTaken: () => void }) {
  const toast = useToast()
  const progress = useProgress(userId)
  const reportDate = useSavedReportDate(userId, email)
  const save = useSaveItem(userId)
  // The tick being saved shows at once (set in the click handler, so it renders with the click);
  // it is dropped when the save ends, which puts the box back if the save failed.
  const [pending, setPending] = useState<SaveItem | null>(null)

  useEffect(() => {
    if (progress.isError) toast.error('Failed to load checklist progress')
  }, [progress.isError, toast])

  function toggle(index: number, completed: boolean) {
    // One save at a time: a toggle while another saves is ignored.
    if (pending) return
    const item = { index, completed }
    setPending(item)
    save.mutate(item, {
      onSuccess: () => toast.success(completed ? 'Item completed!' : 'Item unmarked'),
      onError: () => toast.error('Failed to save progress'),
      onSettled: () => setPending(null),
    })
  }

  // Early ticks are saved one after another once the saved progress is here, as clicks would be.
  const first = early[0]
  const loaded = progress.data
  useEffect(() => {
    if (!first || !loaded || pending) return
    onEarlyTaken()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved progress just arrived
    if (loaded.has(first.index) !== first.completed) toggle(first.index, first.completed)
  })

  const saved = progress.data ?? NONE
  const shown = early.reduce(withItem, pending ? withItem(saved, pending) : saved)
  return (
    <PlannedChecklist
      completed={shown}
      reportDate={reportDate.query.data ?? null}
      onReportDateChange={(date) =>
        reportDate.mutation.mutate(date, {
          onError: () => toast.error('Failed to save your report date'),
        })
      }
      signedIn
      loading={progress.isPending && !progress.isError}
      savingIndex={pending?.index ?? null}
      onToggle={toggle}
    />
  )
}

function AnonymousChecklist({
  known,
  early,
  onEarly,
  onEarlyTaken,
}: EarlyTicks & {
  known: boolean
  onEarly: (tick: SaveItem) => void
  onEarlyTaken: () => void
}) {
  const toast = useToast()
  const navigate = useNavigate()
  const [completed, setCompleted] = useState<Progress>(NONE)
  const [reportDate, setReportDate] = useLocalReportDate()
  const signIn = useCallback(
    () =>
      toast.info('Please sign in to save your progress', {
        action: { label: 'Sign in', onClick: () => navigate('/auth') },
      }),
    [toast, navigate],
  )
  // Ticks made while the session was loading get the toast once it is known to be anonymous.
  const hadEarly = early.length > 0
  useEffect(() => {
    if (!known || !hadEarly) return
    signIn()
    onEarlyTaken()
  }, [known, hadEarly, signIn, onEarlyTaken])
  return (
    <PlannedChecklist
      completed={completed}
      reportDate={reportDate}
      onReportDateChange={setReportDate}
      signedIn={false}
      onToggle={(index, checked) => {
        setCompleted((previous) => withItem(previous, { index, completed: checked }))
        if (known) signIn()
        else onEarly({ index, completed: checked })
      }}
    />
  )
}

/** The date panel and the list, saved for signed-in visitors and local for others. */
export function ChecklistBody() {
  const session = useSession()
  const [early, setEarly] = useState<readonly SaveItem[]>([])
  const takeEarly = useCallback(() => setEarly((ticks) => ticks.slice(1)), [])
  const clearEarly = useCallback(() => setEarly([]), [])
  return session.status === 'signedIn' ? (
    <QueryProvider>
      {/* Keyed by user so another account never sees this one's ticks. */}
      <SignedInChecklist
        key={session.user.id}
        userId={session.user.id}
        email={session.user.email}
        early={early}
        onEarlyTaken={takeEarly}
      />
    </QueryProvider>
  ) : (
    // The same list while the session loads and once it is known to be anonymous, so a tick
    // made meanwhile stays. Signing out mounts a new one, with every item unchecked again.
    <AnonymousChecklist
      known={session.status === 'signedOut'}
      early={early}
      onEarly={(tick) => setEarly((ticks) => [...ticks, tick])}
      onEarlyTaken={clearEarly}
    />
  )
}
