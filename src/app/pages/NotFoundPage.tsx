import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { PageHeader } from '@/design-system'
import { documentTitle } from '../routes'
import { pageHref } from '@/lib/page-href'

/** For a path the site does not have: say so, and offer the likely next steps. */
export default function NotFoundPage() {
  return (
    <>
      <title>{documentTitle('Page not found')}</title>
      <PageHeader
        title="Page not found"
        lead="We could not find that page. It may have moved, or the link may be mistyped."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" href={pageHref('/')}>
          Go to the home page
        </Button>
        <Button variant="outlined" href={pageHref('/pcs-toolkit/hawaii-checklist')}>
          Open the PCS checklist
        </Button>
      </Stack>
    </>
  )
}
