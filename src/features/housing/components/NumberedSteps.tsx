import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { Sourced } from '@/data/types'
import { SourceNote, VisuallyHidden } from '@/design-system'
import { factsNote } from '@/lib/facts/note'

export interface Step extends Partial<Sourced> {
  title: string
  detail: string
}

/** Steps to take in order: a numbered badge, a short title (h3), what to do and its source. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2.5 }}>
        {steps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Box sx={{ minWidth: 0, pt: 0.5 }}>
              <Typography component="h3" variant="h4">
                <VisuallyHidden>{`Step ${index + 1}: `}</VisuallyHidden>
                {step.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {step.detail}
              </Typography>
              <SourceNote {...factsNote([step])} spacing={1.5} />
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}
