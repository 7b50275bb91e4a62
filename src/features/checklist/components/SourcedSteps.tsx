import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SourceNote } from '@/design-system'
import type { Sourced } from '@/data/types'
import { factNote } from '@/lib/facts/note'

/** A heading and a list of steps, each with its own source line (under a checklist item). */
export function SourcedSteps({
  heading,
  steps,
}: {
  heading: string
  steps: readonly (Sourced & { readonly text: string })[]
}) {
  return (
    <Box sx={{ mt: 1, typography: 'body2' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {steps.map((step) => (
          <li key={step.text}>
            {step.text}
            <SourceNote {...factNote(step)} compact spacing={0.25} />
          </li>
        ))}
      </Box>
    </Box>
  )
}
