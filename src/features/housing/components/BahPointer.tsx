import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { pageHref } from '@/lib/page-href'

/** The way back to /housing/bah from a page where a family weighs a rent or a mortgage. */
export function BahPointer({ lead }: { lead: string }) {
  return (
    <Typography sx={{ maxWidth: '70ch', mb: 2 }}>
      {lead} <Link href={pageHref('/housing/bah')}>See your grade’s BAH on each island</Link>.
    </Typography>
  )
}
