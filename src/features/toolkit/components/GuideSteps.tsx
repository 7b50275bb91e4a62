import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ScheduleIcon from '@mui/icons-material/Schedule'
import { SourceNote, Tag, VisuallyHidden } from '@/design-system'
import { factNote } from '@/lib/facts/note'
import type { GuideStep } from '@/data/guides/types'

/** A guide's steps as a numbered list: each with its title, when to do it, what to do, source. */
export function GuideSteps({ steps }: { steps: readonly GuideStep[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            display: 'grid',
            gridTemplateColumns: '2.25rem minmax(0, 1fr)',
            columnGap: 2,
            pb: 3,
            position: 'relative',
            // The line joining one number to the next.
            '&:not(:last-of-type)::before': {
              content: '""',
              position: 'absolute',
              left: '1.125rem',
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
              width: '2.25rem',
              height: '2.25rem',
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
            {step.timing && (
              <Box sx={{ mt: 1 }}>
                <Tag icon={<ScheduleIcon />} label={step.timing} tone="secondary" />
              </Box>
            )}
            <Typography sx={{ mt: 1 }}>{step.detail}</Typography>
            <SourceNote {...factNote(step)} unlinked="show" compact />
          </Box>
        </Box>
      ))}
    </Box>
  )
}
