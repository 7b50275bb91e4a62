import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { Tag } from '@/design-system'

/**
 * How many items are done, as a bar and in words; "Done!" when all are. `someApply`: some items
 * are not needed for this family, and `total` counts only those that apply (D-11 as amended).
 */
export function ChecklistProgress({
  done,
  total,
  someApply = false,
}: {
  done: number
  total: number
  someApply?: boolean
}) {
  const complete = done === total
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
          gap: 2,
        }}
      >
        <Typography id="checklist-progress-label" sx={{ fontWeight: 600 }}>
          {someApply ? `${done} of ${total} that apply are done` : `${done} of ${total} done`}
        </Typography>
        {complete && <Tag label="Done!" tone="success" variant="filled" />}
      </Box>
      <LinearProgress
        variant="determinate"
        value={(done / total) * 100}
        aria-labelledby="checklist-progress-label"
        color={complete ? 'success' : 'secondary'}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  )
}
