import { useEffect, useState } from 'react'
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

function SignedInChecklist({ userId, email }: { userId: string; email?: string }) {
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

  const saved = progress.data ?? NONE
  return (
    <PlannedChecklist
      completed={pending ? withItem(saved, pending) : saved}
      reportDate={reportDate.query.data ?? null}
      onReportDateChange={(date) =>
        reportDate.mutation.mutate(date, {
          onError: () => toast.error('Failed to save your report date'),
        })
      }
      signedIn
      loading={progress.isPending && !progress.isError}
      savingIndex={pending?.index ?? null}
      onToggle={(index, completed) => {
        // One save at a time: a toggle while another saves is ignored.
        if (pending) return
        const item = { index, completed }
        setPending(item)
        save.mutate(item, {
          onSuccess: () => toast.success(completed ? 'Item completed!' : 'Item unmarked'),
          onError: () => toast.error('Failed to save progress'),
          onSettled: () => setPending(null),
        })
      }}
    />
  )
}

function AnonymousChecklist() {
  const toast = useToast()
  const navigate = useNavigate()
  const [completed, setCompleted] = useState<Progress>(NONE)
  const [reportDate, setReportDate] = useLocalReportDate()
  return (
    <PlannedChecklist
      completed={completed}
      reportDate={reportDate}
      onReportDateChange={setReportDate}
      signedIn={false}
      onToggle={(index, checked) => {
        setCompleted((previous) => {
          const next = new Set(previous)
          if (checked) next.add(index)
          else next.delete(index)
          return next
        })
        toast.info('Please sign in to save your progress', {
          action: { label: 'Sign in', onClick: () => navigate('/auth') },
        })
      }}
    />
  )
}

/** The date panel and the list, saved for signed-in visitors and local for others. */
export function ChecklistBody() {
  const session = useSession()
  return session.status === 'signedIn' ? (
    <QueryProvider>
      {/* Keyed by user so another account never sees this one's ticks. */}
      <SignedInChecklist
        key={session.user.id}
        userId={session.user.id}
        email={session.user.email}
      />
    </QueryProvider>
  ) : (
    // Signing out remounts this, so every item starts unchecked again.
    <AnonymousChecklist key={session.status} />
  )
}
