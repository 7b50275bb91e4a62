import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import EventIcon from '@mui/icons-material/Event'
import PrintIcon from '@mui/icons-material/Print'
import { useToast } from '@/design-system'
import { formatDays } from '@/format'
import { buildCalendar, downloadFile } from '../calendar'
import { daysBetween, formatCalendarDate, type CalendarDate } from '@/lib/dates/calendar-date'
import { deadlinesFor } from '@/lib/plan/deadlines'
import type { MoveDetails } from '@/lib/plan-store'
import { comingUp } from '../coming-up'
import { ComingUpPanel } from './ComingUpPanel'
import type { PlannedItem } from '../timeline'
import { ReportDateField } from './ReportDateField'

export interface PlanPanelProps {
  reportDate: CalendarDate | null
  onReportDateChange: (date: CalendarDate | null) => void
  plan: readonly PlannedItem[] | null
  completed: ReadonlySet<number>
  today: CalendarDate
  /** The "Your move" answers: their deadlines join Coming up and the calendar file. */
  details: MoveDetails
  disabled?: boolean
}

function Summary({
  reportDate,
  plan,
  completed,
  today,
}: Required<Pick<PlanPanelProps, 'plan' | 'completed' | 'today'>> & { reportDate: CalendarDate }) {
  const remaining = daysBetween(today, reportDate)
  const open = (plan ?? []).filter((p) => !completed.has(p.index))
  const overdue = open.filter((p) => p.overdue)
  // The first open item by date, overdue ones included: they are the ones to do now.
  const next = open[0]
  return (
    <Box role="status" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {remaining > 0
          ? `${formatDays(remaining)} until your report date (${formatCalendarDate(reportDate)}).`
          : remaining === 0
            ? 'You report today. Welcome to Hawaii!'
            : `You reported ${formatDays(-remaining)} ago (${formatCalendarDate(reportDate)}).`}
      </Typography>
      {next && (
        <Typography>
          Next: {next.item.title}, due {formatCalendarDate(next.due)}
          {next.overdue
            ? ' (overdue)'
            : daysBetween(today, next.due) >= 0
              ? ` (in ${formatDays(daysBetween(today, next.due))})`
              : ''}
          .
        </Typography>
      )}
      {overdue.length > 0 && (
        <Typography color="warning.main" sx={{ fontWeight: 600 }}>
          {overdue.length === 1
            ? '1 item is past its date.'
            : `${overdue.length} items are past their dates.`}
        </Typography>
      )}
      {open.length === 0 && <Typography>Every item is done.</Typography>}
    </Box>
  )
}

/** The report date, what it means for the plan, and the print and calendar actions. */
export function PlanPanel({
  reportDate,
  onReportDateChange,
  plan,
  completed,
  today,
  details,
  disabled,
}: PlanPanelProps) {
  const toast = useToast()
  // The family's own deadlines: for Coming up and the calendar file.
  const deadlines = reportDate ? deadlinesFor({ ...details, reportDate }, today) : []
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        Plan from your report date
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} className="no-print">
        Add the date you report in Hawaii and the list becomes a dated plan.
      </Typography>
      {/* Disabled only while the session is unknown, never while a signed-in plan loads. */}
      <ReportDateField value={reportDate} onChange={onReportDateChange} disabled={disabled} />
      {reportDate && (
        <Summary reportDate={reportDate} plan={plan} completed={completed} today={today} />
      )}
      {reportDate && plan && <ComingUpPanel {...comingUp(plan, completed, deadlines, today)} />}
      {reportDate && plan && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2 }}
          className="no-print"
        >
          <Button
            variant="outlined"
            startIcon={<PrintIcon aria-hidden />}
            onClick={() => window.print()}
          >
            Print
          </Button>
          <Button
            variant="outlined"
            startIcon={<EventIcon aria-hidden />}
            onClick={async () => {
              try {
                downloadFile(
                  'hawaii-pcs-plan.ics',
                  await buildCalendar(plan, completed, window.location.origin, deadlines),
                  'text/calendar',
                )
              } catch {
                toast.error('The calendar file could not be made. Please try again.')
              }
            }}
          >
            Add to calendar
          </Button>
        </Stack>
      )}
    </Paper>
  )
}
