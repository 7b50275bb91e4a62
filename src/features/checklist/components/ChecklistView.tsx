import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import CelebrationIcon from '@mui/icons-material/Celebration'
import { ChecklistItem, SourceNote, Tag } from '@/design-system'
import { factNote } from '@/lib/facts/note'
import type { ChecklistTask } from '@/data/checklist'
import type { SchoolGrade } from '@/data/school-grades'
import { formatCalendarDate } from '@/lib/dates/calendar-date'
import { formatLocalTime } from '@/format'
import { pageHref } from '@/lib/page-href'
import { SIGN_IN_HERE } from '../sign-in-here'
import { phases, type PlannedItem } from '../timeline'
import { ChecklistProgress } from './ChecklistProgress'
import { ChildrenSteps } from './ChildrenSteps'
import { InstallationSteps } from './InstallationSteps'

export interface PlanStatus {
  /** Saved progress is still loading: ticking waits. */
  loading: boolean
  offline: boolean
  /** When the progress shown was last read from the server (ISO time). */
  readAt: string | null
  /** Changes kept in this browser, not yet on the server. */
  unsent: number
  /** The list is the household's, shared with its members. */
  shared?: boolean
}

export interface ChecklistViewProps {
  items: readonly ChecklistTask[]
  completed: ReadonlySet<number>
  onToggle: (index: number, completed: boolean) => void
  signedIn: boolean
  /** Where the signed-in plan stands: loading, offline, changes not yet sent. */
  status?: PlanStatus
  /** The item being saved; every other item waits until it is done. */
  savingIndex?: number | null
  /** With a report date: the items by phase, with due dates. Without: the plain list. */
  plan?: readonly PlannedItem[] | null
  /** Items this family does not need (no pets, no car): quiet, still tickable, not counted. */
  notNeeded?: ReadonlySet<number>
  /** On a household's shared list: who changed each item last and when, by item index. */
  bylines?: ReadonlyMap<number, string>
  /** The family's installation ("Your move"): items that depend on it show its own steps. */
  installation?: string
  /** The children's grades ("Your move"), one a child: the school item shows their steps. */
  childGrades?: readonly (SchoolGrade | '')[]
}

const NONE: ReadonlySet<number> = new Set()

/** A deadline reads as one; our suggested dates never do (docs/decisions.md#d-29-2). */
function dueText({ item, due }: PlannedItem): string {
  const date = formatCalendarDate(due)
  return item.window.kind === 'deadline' ? `Deadline ${date}` : `Suggested by ${date}`
}

function changes(n: number) {
  return `${n} ${n === 1 ? 'change' : 'changes'}`
}

/** Loading, offline with the last known progress, or saving what was kept while offline. */
function StatusNote({ status }: { status: PlanStatus }) {
  const { loading, offline, readAt, unsent, shared } = status
  if (loading) {
    return (
      <Alert severity="info" sx={{ mb: 3 }} role="status" className="no-print">
        Loading your saved progress…
      </Alert>
    )
  }
  if (!offline && unsent === 0) {
    return shared ? (
      <Alert severity="info" sx={{ mb: 3 }} className="no-print">
        Your household shares this checklist: a tick by anyone shows here within 30 seconds.{' '}
        <Link href={pageHref('/account#household')}>Manage your household</Link>
      </Alert>
    ) : null
  }
  const kept =
    unsent > 0
      ? ` ${changes(unsent)} kept on this device will be saved when you are back online.`
      : ' Ticks you make now are kept on this device and saved when you are back online.'
  return (
    <Alert
      severity={offline ? 'warning' : 'info'}
      sx={{ mb: 3 }}
      role="status"
      className="no-print"
    >
      {offline
        ? readAt
          ? `Offline: showing your progress from ${formatLocalTime(new Date(readAt))}.${kept}`
          : `Offline: your saved progress will show when you are back online.${kept}`
        : `Saving ${changes(unsent)} made while offline…`}
    </Alert>
  )
}

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 } as const

/** The checklist itself: progress, the items (as a list or by phase), and the status cards. */
export function ChecklistView({
  items,
  completed,
  onToggle,
  signedIn,
  status,
  savingIndex = null,
  plan = null,
  notNeeded = NONE,
  bylines,
  installation,
  childGrades,
}: ChecklistViewProps) {
  const applying = items.map((_, index) => index).filter((index) => !notNeeded.has(index))
  const done = applying.filter((index) => completed.has(index)).length
  const saving = savingIndex !== null
  const loading = status?.loading ?? false

  function renderItem(index: number, planned?: PlannedItem) {
    const item = items[index]!
    const skip = notNeeded.has(index)
    return (
      <li key={item.title}>
        <ChecklistItem
          label={item.title}
          checked={completed.has(index)}
          onChange={(checked) => onToggle(index, checked)}
          pending={savingIndex === index}
          disabled={loading || (saving && savingIndex !== index)}
          highlight={planned?.overdue && !skip}
          byline={bylines?.get(index)}
          meta={
            skip ? (
              <Tag label="Not needed for your family" />
            ) : (
              planned && (
                <Tag
                  variant={planned.overdue ? 'filled' : 'outlined'}
                  tone={planned.overdue ? 'warning' : 'neutral'}
                  label={`${planned.overdue ? 'Overdue · ' : ''}${dueText(planned)}`}
                />
              )
            )
          }
          // Not needed: quiet, the title and the guide only (the hint is for those it applies to).
          detail={
            <>
              {planned && !skip && <>{item.window.label}. </>}
              {!skip && <span className={planned ? 'no-print' : undefined}>{item.hint}</span>}
              {item.link && (
                <>
                  {skip ? '' : ' '}
                  <Link href={item.link}>Read the guide</Link>
                </>
              )}
            </>
          }
          more={
            skip ? undefined : item.byInstallation === 'tla' ? (
              <InstallationSteps installation={installation} />
            ) : item.for === 'children' && childGrades ? (
              <ChildrenSteps grades={childGrades} />
            ) : undefined
          }
          source={skip ? undefined : <SourceNote {...factNote(item)} compact spacing={0.5} />}
        />
      </li>
    )
  }

  return (
    <>
      {!signedIn && (
        <Alert
          severity="info"
          className="no-print"
          sx={{ mb: 3 }}
          action={
            <Button
              href={SIGN_IN_HERE}
              color="inherit"
              variant="outlined"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
            >
              Sign in
            </Button>
          }
        >
          Your ticks and date are kept in this browser. Sign in to save them to your account and see
          them on any device.
        </Alert>
      )}
      {status && <StatusNote status={status} />}
      <ChecklistProgress done={done} total={applying.length} someApply={notNeeded.size > 0} />
      {signedIn && done === applying.length && (
        <Card sx={{ mb: 3, bgcolor: 'success.main', color: 'success.contrastText', border: 0 }}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CelebrationIcon aria-hidden sx={{ fontSize: 40 }} />
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                Congratulations! Your checklist is complete.
              </Typography>
              <Typography>
                {notNeeded.size > 0
                  ? `All ${applying.length} steps that apply to your family are done.`
                  : 'All 20 steps are done.'}{' '}
                Aloha, and welcome to Hawaii!
              </Typography>
            </Box>
          </CardContent>
        </Card>
      )}
      {plan ? (
        phases.map((phase) => {
          const planned = plan.filter((p) => p.phase === phase.id)
          if (planned.length === 0) return null
          return (
            <Box
              component="section"
              key={phase.id}
              aria-labelledby={`phase-${phase.id}`}
              sx={{ mb: 3 }}
            >
              <Typography id={`phase-${phase.id}`} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {phase.title}
              </Typography>
              <Box component="ol" aria-label={phase.title} sx={listSx}>
                {planned.map((p) => renderItem(p.index, p))}
              </Box>
            </Box>
          )
        })
      ) : (
        <Box component="ol" aria-label="Checklist items" sx={listSx}>
          {items.map((_, index) => renderItem(index))}
        </Box>
      )}
    </>
  )
}
