import Typography from '@mui/material/Typography'
import { ExternalLink } from '@/design-system'
import type { Sourced } from '@/data/types'
import { formatCheckedOn, sourceHost } from '../format'

function SourceText({ source }: { source: string }) {
  const host = sourceHost(source)
  if (host) {
    return (
      <ExternalLink href={source} showIcon={false}>
        {host}
      </ExternalLink>
    )
  }
  // Figures carried over from the original product have no outside page to point to.
  return <>{source === 'product spec' ? 'our planning notes (not an official page)' : source}</>
}

/** "Source: travel.dod.mil · Checked Nov 22, 2026": where a fact came from and how fresh it is. */
export function SourceNote({ source, checkedOn }: Sourced) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ mt: 1, fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
    >
      Source: <SourceText source={source} />
      {checkedOn && ` · Checked ${formatCheckedOn(checkedOn)}`}
    </Typography>
  )
}
