import Typography from '@mui/material/Typography'
import type { Sourced } from '@/data/types'
import { ExternalLink } from '@/design-system'
import { formatCheckedOn, sourceSite } from '../model/format'

/** "Source: army.mil · Checked Nov 22, 2026" under a fact. */
export function SourceLine({ fact }: { fact: Sourced }) {
  if (!/^https?:/.test(fact.source)) return null
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {'Source: '}
      <ExternalLink href={fact.source} showIcon={false}>
        {sourceSite(fact.source)}
      </ExternalLink>
      {fact.checkedOn && ` · Checked ${formatCheckedOn(fact.checkedOn)}`}
    </Typography>
  )
}
