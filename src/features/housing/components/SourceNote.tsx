import { Fragment } from 'react'
import Typography from '@mui/material/Typography'
import type { Sourced } from '@/data/types'
import { ExternalLink } from '@/design-system'
import { collectSources, formatCheckedOn } from './sources'

export interface SourceNoteProps {
  /** The facts shown together; their web sources are linked once each. */
  facts: readonly (Partial<Sourced> | undefined)[]
}

/** "Source: va.gov · Checked Nov 22, 2026": where the facts above came from and when. */
export function SourceNote({ facts }: SourceNoteProps) {
  const { links, checkedOn } = collectSources(facts)
  if (links.length === 0) return null
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      {links.length > 1 ? 'Sources: ' : 'Source: '}
      {links.map((link, index) => (
        <Fragment key={link.url}>
          {index > 0 && ', '}
          <ExternalLink href={link.url} showIcon={false}>
            {link.text}
          </ExternalLink>
        </Fragment>
      ))}
      {checkedOn && ` · Checked ${formatCheckedOn(checkedOn)}`}
    </Typography>
  )
}
