import Typography from '@mui/material/Typography'
import { installationById } from '@/data/hawaii-installations'
import { TLA_STEPS } from '@/data/tla-steps'
import { SourcedSteps } from './SourcedSteps'

/**
 * The TLA steps the family's installation states on its own official page, each with its source;
 * where we could read no such page, says to ask its TLA office. Nothing before they choose one.
 */
export function InstallationSteps({ installation }: { installation?: string }) {
  const base = installation ? installationById(installation) : undefined
  if (!base) return null
  const steps = TLA_STEPS[base.id]
  if (!steps) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {`We found no official page with ${base.name}’s own TLA steps: ask its TLA office how and when to apply.`}
      </Typography>
    )
  }
  return <SourcedSteps heading={`At ${base.name}, its own pages say:`} steps={steps} />
}
