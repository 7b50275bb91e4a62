import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SourceNote } from '@/design-system'
import { formatFromToday } from '@/format'
import { formatCalendarDate } from '@/lib/dates/calendar-date'
import { SOON_DAYS, type ComingUp, type ComingUpEntry } from '../coming-up'

function Entry({ entry }: { entry: ComingUpEntry }) {
  return (
    <Box component="li" sx={{ py: 0.75 }}>
      <Typography>
        <strong>{formatCalendarDate(entry.date)}</strong> ({formatFromToday(entry.daysLeft)}):{' '}
        {entry.title}
        {entry.hard ? ' (deadline)' : ''}
      </Typography>
      {entry.source && (
        <SourceNote
          href={entry.source.href}
          kind={entry.source.kind}
          checkedOn={entry.source.checkedOn}
          compact
          spacing={0}
        />
      )}
    </Box>
  )
}

const listSx = { listStyle: 'none', p: 0, m: 0 } as const

export interface ComingUpPanelProps extends ComingUp {
  /** Lists at most this many overdue items and counts the rest (the home page's short view). */
  overdueShown?: number
}

/** What is overdue, what is due in the next two weeks, and the next hard deadline. */
export function ComingUpPanel({ overdue, soon, nextHard, overdueShown }: ComingUpPanelProps) {
  const shown = overdueShown === undefined ? overdue : overdue.slice(0, overdueShown)
  const hidden = overdue.length - shown.length
  const hardListed = nextHard !== null && soon.some((e) => e.key === nextHard.key)
  return (
    // Off paper: the printed plan lists every item by its date already.
    <Box component="section" aria-labelledby="coming-up" sx={{ mt: 2 }} className="no-print">
      <Typography id="coming-up" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Coming up
      </Typography>
      {overdue.length > 0 && (
        <>
          <Typography sx={{ mt: 1, fontWeight: 600 }} color="warning.main">
            Overdue
          </Typography>
          <Box component="ul" aria-label="Overdue" sx={listSx}>
            {shown.map((e) => (
              <Entry key={e.key} entry={e} />
            ))}
          </Box>
          {hidden > 0 && (
            <Typography>
              {hidden === 1 ? 'And 1 more overdue item' : `And ${hidden} more overdue items`} on
              your checklist.
            </Typography>
          )}
        </>
      )}
      <Typography sx={{ mt: 1, fontWeight: 600 }}>Next {SOON_DAYS} days</Typography>
      {soon.length > 0 ? (
        <Box component="ul" aria-label={`Next ${SOON_DAYS} days`} sx={listSx}>
          {soon.map((e) => (
            <Entry key={e.key} entry={e} />
          ))}
        </Box>
      ) : (
        <Typography>Nothing is due in the next {SOON_DAYS} days.</Typography>
      )}
      {nextHard && !hardListed && (
        <>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>Next deadline</Typography>
          <Box component="ul" aria-label="Next deadline" sx={listSx}>
            <Entry entry={nextHard} />
          </Box>
        </>
      )}
    </Box>
  )
}
