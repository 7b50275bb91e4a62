import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import CelebrationIcon from '@mui/icons-material/Celebration'
import { ChecklistItem } from '@/design-system'
import type { ChecklistItem as ChecklistEntry } from '@/data/checklist'
import { ChecklistProgress } from './ChecklistProgress'

export interface ChecklistViewProps {
  items: readonly ChecklistEntry[]
  completed: ReadonlySet<number>
  onToggle: (index: number, completed: boolean) => void
  signedIn: boolean
  /** Saved progress is still loading: ticking waits. */
  loading?: boolean
  /** The item being saved; every other item waits until it is done. */
  savingIndex?: number | null
}

/** The checklist itself: progress, the items, and the sign-in or congratulation card. */
export function ChecklistView({
  items,
  completed,
  onToggle,
  signedIn,
  loading = false,
  savingIndex = null,
}: ChecklistViewProps) {
  const done = items.filter((_, index) => completed.has(index)).length
  const saving = savingIndex !== null
  return (
    <>
      {!signedIn && (
        <Alert
          severity="info"
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
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
                Congratulations! Your checklist is complete.
              </Typography>
              <Typography>All 20 steps are done. Aloha, and welcome to Hawaii!</Typography>
            </Box>
          </CardContent>
        </Card>
      )}
      <Box
        component="ol"
        aria-label="Checklist items"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
      >
        {items.map((item, index) => (
          <li key={item.title}>
            <ChecklistItem
              label={item.title}
              checked={completed.has(index)}
              onChange={(checked) => onToggle(index, checked)}
              pending={savingIndex === index}
              disabled={loading || (saving && savingIndex !== index)}
              detail={
                <>
                  {item.hint}
                  {item.link && (
                    <>
                      {' '}
                      <Link href={item.link}>Read the guide</Link>
                    </>
                  )}
                </>
              }
            />
          </li>
        ))}
      </Box>
    </>
  )
}
