import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import CelebrationIcon from '@mui/icons-material/Celebration'
import { ChecklistItem, SourceNote } from '@/design-system'
import { factNote } from '@/lib/facts/note'
import type { ChecklistTask } from '@/data/checklist'
import { formatCalendarDate, phases, type PlannedItem } from '../timeline'
import { ChecklistProgress } from './ChecklistProgress'

export interface ChecklistViewProps {
  items: readonly ChecklistTask[]
  completed: ReadonlySet<number>
  onToggle: (index: number, completed: boolean) => void
  signedIn: boolean
  /** Saved progress is still loading: ticking waits. */
  loading?: boolean
  /** The item being saved; every other item waits until it is done. */
  savingIndex?: number | null
  /** With a report date: the items by phase, with due dates. Without: the plain list. */
  plan?: readonly PlannedItem[] | null
}

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 } as const

/** The checklist itself: progress, the items (as a list or by phase), and the status cards. */
export function ChecklistView({
  items,
  completed,
  onToggle,
  signedIn,
  loading = false,
  savingIndex = null,
  plan = null,
}: ChecklistViewProps) {
  const done = items.filter((_, index) => completed.has(index)).length
  const saving = savingIndex !== null

  function renderItem(index: number, planned?: PlannedItem) {
    const item = items[index]!
    return (
      <li key={item.title}>
        <ChecklistItem
          label={item.title}
          checked={completed.has(index)}
          onChange={(checked) => onToggle(index, checked)}
          pending={savingIndex === index}
          disabled={loading || (saving && savingIndex !== index)}
          highlight={planned?.overdue}
          meta={
            planned && (
              <Chip
                size="small"
                variant={planned.overdue ? 'filled' : 'outlined'}
                color={planned.overdue ? 'warning' : 'default'}
                label={`${planned.overdue ? 'Overdue · ' : ''}Due ${formatCalendarDate(planned.due)}`}
              />
            )
          }
          detail={
            <>
              {planned && <>{item.window.label}. </>}
              {item.hint}
              {item.link && (
                <>
                  {' '}
                  <Link href={item.link}>Read the guide</Link>
                </>
              )}
            </>
          }
          source={<SourceNote {...factNote(item)} compact spacing={0.5} />}
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
            <Button href="/auth" color="inherit" variant="outlined" size="small">
              Sign in
            </Button>
          }
        >
          You can tick items now. Sign in to save your progress and see it on any device.
        </Alert>
      )}
      {loading && (
        <Alert severity="info" sx={{ mb: 3 }} role="status">
          Loading your saved progress…
        </Alert>
      )}
      <ChecklistProgress done={done} total={items.length} />
      {signedIn && done === items.length && (
        <Card sx={{ mb: 3, bgcolor: 'success.main', color: 'success.contrastText', border: 0 }}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CelebrationIcon aria-hidden sx={{ fontSize: 40 }} />
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                Congratulations! Your checklist is complete.
              </Typography>
              <Typography>All 20 steps are done. Aloha, and welcome to Hawaii!</Typography>
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
