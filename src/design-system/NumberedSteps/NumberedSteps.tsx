import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { SourceNote, type SourceNoteProps } from '../SourceNote'
import { VisuallyHidden } from '../VisuallyHidden'

export interface NumberedStep {
  /** A short name for the step, shown as its heading (h3). */
  title: string
  /**
   * Shown under the title: when to do it, as a `Tag` with a clock icon. A slot rather than text,
   * so a page whose steps have no timing does not load the tag and its icon.
   */
  meta?: ReactNode
  /** What to do. */
  detail: string
  /** The step's source line. */
  source?: SourceNoteProps
}

export interface NumberedStepsProps {
  steps: readonly NumberedStep[]
  /** Draw the list on an outlined card, for a page where it stands among other cards. */
  framed?: boolean
}

const BADGE = '2.25rem'

/** Steps to take in order: a numbered badge joined to the next, a title, when, what, its source. */
export function NumberedSteps({ steps, framed = false }: NumberedStepsProps) {
  const list = (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            display: 'grid',
            gridTemplateColumns: `${BADGE} minmax(0, 1fr)`,
            columnGap: 2,
            pb: 3,
            '&:last-of-type': { pb: framed ? 0 : 3 },
            position: 'relative',
            // The line joining one number to the next.
            '&:not(:last-of-type)::before': {
              content: '""',
              position: 'absolute',
              left: `calc(${BADGE} / 2)`,
              top: '2.5rem',
              bottom: '0.25rem',
              borderLeft: 2,
              borderColor: 'divider',
            },
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: BADGE,
              height: BADGE,
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
          <Box>
            <Typography variant="h4" component="h3" sx={{ pt: 0.5 }}>
              <VisuallyHidden>{`Step ${index + 1}: `}</VisuallyHidden>
              {step.title}
            </Typography>
            {step.meta && <Box sx={{ mt: 1 }}>{step.meta}</Box>}
            <Typography sx={{ mt: 1 }}>{step.detail}</Typography>
            {step.source && <SourceNote compact {...step.source} />}
          </Box>
        </Box>
      ))}
    </Box>
  )
  if (!framed) return list
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      {list}
    </Paper>
  )
}
