import { useCallback, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '@/design-system'
import { checklistItems } from '@/data/checklist'
import { localToday, type CalendarDate } from '@/lib/dates/calendar-date'
import { childrensGrades, notNeeded } from '@/lib/plan/applies'
import {
  anonymousTicks,
  moveDetails,
  useMoveDetails,
  withAnswer,
  type MoveAnswer,
  type MoveDetails,
} from '@/lib/plan-store'
import { QueryProvider } from '@/lib/query'
import { useSession } from '@/lib/supabase'
import { formatLocalDay } from '@/format'
import {
  useLocalTicks,
  withItem,
  type Progress,
  type SaveItem,
  type SavedRows,
} from '../api/checklist-progress'
import { useLocalReportDate } from '../api/profile'
import { useSignedInPlan } from '../hooks/use-signed-in-plan'
import { SIGN_IN_HERE } from '../sign-in-here'
import { planItems } from '../timeline'
import { ChecklistView, type PlanStatus } from './ChecklistView'
import { MovePanel } from './MovePanel'
import { PlanPanel } from './PlanPanel'

const HINT_SHOWN = 'hpp:sign-in-hint-shown'
interface PlannedChecklistProps {
  completed: Progress
  reportDate: CalendarDate | null
  onReportDateChange: (date: CalendarDate | null) => void
  details: MoveDetails
  onAnswer: <K extends MoveAnswer>(key: K, value: MoveDetails[K] | undefined) => void
  signedIn: boolean
  status?: PlanStatus
  /**
   * While the page does not know yet whether the visitor is signed in: the field it will keep is
   * drawn once that is known, so typing here would be lost with this one.
   */
  dateDisabled?: boolean
  savingIndex?: number | null
  onToggle: (index: number, completed: boolean) => void
  bylines?: ReadonlyMap<number, string>
}

/** The date panel and the list; with a report date, the list is grouped into a dated plan. */
function PlannedChecklist({
  completed,
  reportDate,
  onReportDateChange,
  dateDisabled,
  details,
  onAnswer,
  ...view
}: PlannedChecklistProps) {
  const today = localToday()
  const skip = useMemo(() => notNeeded(checklistItems, details), [details])
  const plan = reportDate ? planItems(checklistItems, reportDate, completed, today) : null
  return (
    <>
      <PlanPanel
        reportDate={reportDate}
        onReportDateChange={onReportDateChange}
        plan={plan && plan.filter((p) => !skip.has(p.index))}
        completed={completed}
        today={today}
        details={details}
        disabled={dateDisabled}
      />
      <MovePanel
        reportDate={reportDate}
        today={today}
        details={details}
        onAnswer={onAnswer}
        signedIn={view.signedIn}
      />
      <ChecklistView
        items={checklistItems}
        completed={completed}
        plan={plan}
        notNeeded={skip}
        installation={details.installation}
        childGrades={childrensGrades(details)}
        {...view}
      />
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
  const plan = useSignedInPlan(userId, email)

  useEffect(() => {
    if (plan.loadFailed) toast.error('Failed to load checklist progress')
  }, [plan.loadFailed, toast])

  // Early ticks are applied one after another once the plan is here, as clicks would be.
  const first = early[0]
  useEffect(() => {
    if (!first || plan.loading || plan.savingIndex !== null) return
    onEarlyTaken()
    if (plan.completed.has(first.index) !== first.completed)
      plan.toggle(first.index, first.completed)
  })

  const shown = early.reduce(withItem, plan.completed)
  const { shared, rows } = plan
  const bylines = useMemo(() => (shared ? bylinesOf(rows) : undefined), [shared, rows])
  return (
    <PlannedChecklist
      completed={shown}
      reportDate={plan.reportDate}
      onReportDateChange={plan.setReportDate}
      details={plan.details}
      onAnswer={plan.setAnswer}
      signedIn
      status={{
        loading: plan.loading,
        offline: plan.offline,
        readAt: plan.readAt,
        unsent: plan.unsent,
        shared: plan.shared,
      }}
      savingIndex={plan.savingIndex}
      onToggle={plan.toggle}
      bylines={bylines}
    />
  )
}

/** "Ticked by alex@example.com · Dec 3" for each item of a household's list that says who. */
function bylinesOf(rows: SavedRows): ReadonlyMap<number, string> {
  const lines = new Map<number, string>()
  for (const [index, row] of Object.entries(rows)) {
    if (row.by === undefined) continue
    const verb = row.completed ? 'Ticked' : 'Unticked'
    const day = formatLocalDay(new Date(row.updatedAt))
    lines.set(Number(index), `${verb} by ${row.by ?? 'a former member'} · ${day}`)
  }
  return lines
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
  const [reportDate, setReportDate] = useLocalReportDate()
  const details = useMoveDetails()
  const stored = useLocalTicks()
  // docs/decisions.md#d-09: ticks stay in this browser; the sign-in hint shows once a visit.
  const hint = useCallback(() => {
    if (sessionStorage.getItem(HINT_SHOWN)) return
    sessionStorage.setItem(HINT_SHOWN, '1')
    toast.info('Please sign in to save your progress', {
      action: { label: 'Sign in', onClick: () => navigate(SIGN_IN_HERE) },
    })
  }, [toast, navigate])
  const keep = useCallback(
    (tick: SaveItem) => anonymousTicks.set([...withItem(new Set(anonymousTicks.get()), tick)]),
    [],
  )
  // Ticks made while the session was loading are kept once it is known to be anonymous.
  useEffect(() => {
    if (!known || early.length === 0) return
    early.forEach(keep)
    hint()
    onEarlyTaken()
  }, [known, early, keep, hint, onEarlyTaken])
  return (
    <PlannedChecklist
      completed={early.reduce(withItem, stored)}
      reportDate={reportDate}
      onReportDateChange={setReportDate}
      details={details}
      onAnswer={setLocalAnswer}
      dateDisabled={!known}
      signedIn={false}
      onToggle={(index, checked) => {
        const tick = { index, completed: checked }
        if (!known) return onEarly(tick)
        keep(tick)
        hint()
      }}
    />
  )
}

function setLocalAnswer<K extends MoveAnswer>(key: K, value: MoveDetails[K] | undefined) {
  moveDetails.set(withAnswer(moveDetails.get(), key, value))
}

/** The date panel and the list, saved for signed-in visitors and kept in this browser for others. */
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
    // made meanwhile stays.
    <AnonymousChecklist
      known={session.status === 'signedOut'}
      early={early}
      onEarly={(tick) => setEarly((ticks) => [...ticks, tick])}
      onEarlyTaken={clearEarly}
    />
  )
}
