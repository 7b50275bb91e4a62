import { useMemo } from 'react'
import Button from '@mui/material/Button'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import { Section } from '@/design-system'
import { checklistItems } from '@/data/checklist'
import { formatDays } from '@/format'
import { daysBetween, formatCalendarDate, localToday } from '@/lib/dates/calendar-date'
import type { CalendarDate } from '@/lib/dates/calendar-date'
import { pageHref } from '@/lib/page-href'
import { notNeeded } from '@/lib/plan/applies'
import { deadlinesFor } from '@/lib/plan/deadlines'
import { useMoveDetails, type MoveDetails } from '@/lib/plan-store'
import { QueryProvider } from '@/lib/query'
import { useSession } from '@/lib/supabase'
import { useLocalTicks, type Progress } from '../api/checklist-progress'
import { useLocalReportDate } from '../api/profile'
import { comingUp } from '../coming-up'
import { useSignedInPlan } from '../hooks/use-signed-in-plan'
import { planItems } from '../timeline'
import { ComingUpPanel } from './ComingUpPanel'

function untilReport(reportDate: CalendarDate, today: CalendarDate): string {
  const days = daysBetween(today, reportDate)
  const date = formatCalendarDate(reportDate)
  if (days > 0) return `${formatDays(days)} until your report date (${date}).`
  return days === 0 ? 'You report today.' : `You reported ${formatDays(-days)} ago (${date}).`
}

/** What is next in a family's plan, for the home page; nothing until there is a report date. */
export function PlanSummary(props: {
  completed: Progress
  reportDate: CalendarDate | null
  details: MoveDetails
  /** Fixed in stories; the visitor's day otherwise. */
  today?: CalendarDate
}) {
  const { completed, reportDate, details } = props
  const today = props.today ?? localToday()
  const next = useMemo(() => {
    if (!reportDate) return null
    const skip = notNeeded(checklistItems, details)
    const plan = planItems(checklistItems, reportDate, completed, today).filter(
      (p) => !skip.has(p.index),
    )
    return comingUp(plan, completed, deadlinesFor({ ...details, reportDate }, today), today)
  }, [completed, reportDate, details, today])
  if (!reportDate || !next) return null
  return (
    <Section title="Your plan" description={untilReport(reportDate, today)}>
      <ComingUpPanel {...next} overdueShown={3} />
      <Button
        href={pageHref('/pcs-toolkit/hawaii-checklist')}
        variant="outlined"
        endIcon={<ArrowForwardIcon aria-hidden />}
        sx={{ mt: 2 }}
      >
        Open your checklist
      </Button>
    </Section>
  )
}

function SignedInPlan({ userId, email }: { userId: string; email?: string }) {
  const plan = useSignedInPlan(userId, email)
  // Nothing while it loads: most visitors have no plan, and a line that comes and goes would jump.
  if (plan.loading) return null
  return (
    <PlanSummary completed={plan.completed} reportDate={plan.reportDate} details={plan.details} />
  )
}

function AnonymousPlan() {
  const completed = useLocalTicks()
  const [reportDate] = useLocalReportDate()
  const details = useMoveDetails()
  return <PlanSummary completed={completed} reportDate={reportDate} details={details} />
}

/**
 * "Your plan" on the home page for a returning visitor with a report date (issue #34 item 4):
 * what is overdue, due in the next 14 days and the next deadline, from the plan kept in this
 * browser or on the account. Nothing shows while the session is unknown or without a plan.
 */
export function HomePlan() {
  const session = useSession()
  if (session.status === 'signedIn') {
    return (
      <QueryProvider>
        <SignedInPlan key={session.user.id} userId={session.user.id} email={session.user.email} />
      </QueryProvider>
    )
  }
  return session.status === 'signedOut' ? <AnonymousPlan /> : null
}
