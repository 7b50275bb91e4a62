import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { headingId } from '../utils/heading-id'

export interface OnThisPageProps {
  /** The page's sections in order: their titles, and ids where a Section was given its own. */
  sections: readonly { title: string; id?: string }[]
}

/**
 * "On this page": links to a long page's sections, under its header. Plain links to the
 * sections' headings (the same ids Section gives them), so it works before the page's code runs.
 */
export function OnThisPage({ sections }: OnThisPageProps) {
  if (sections.length < 3) return null
  return (
    <Box
      component="nav"
      aria-labelledby="on-this-page"
      sx={{ mb: { xs: 4, sm: 5 }, pl: 2, borderLeft: 3, borderColor: 'secondary.main' }}
    >
      <Typography id="on-this-page" sx={{ fontWeight: 600, mb: 0.5 }}>
        On this page
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          columnGap: 4,
          columns: { xs: 1, sm: 2 },
        }}
      >
        {sections.map((section) => (
          <Box component="li" key={section.title} sx={{ breakInside: 'avoid' }}>
            {/* 32 px tall: an easy tap on a phone, tight enough to keep the list short. */}
            <Link
              href={`#${section.id ?? headingId(section.title)}`}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 32 }}
            >
              {section.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
