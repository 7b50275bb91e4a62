import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { PageHeader, Section } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'

// The search's code (and Pagefind's, fetched on the first query) loads after the page's.
const SearchPageForm = lazyBlock(() =>
  import('../components/SearchPageForm').then((m) => m.SearchPageForm),
)

export interface SearchPageProps {
  /** Every page of the site, with its one-line description. */
  pages: readonly { path: string; title: string; description: string }[]
}

/** /search?q=…: the site's search, and every page listed for those without JavaScript. */
export function SearchPage({ pages }: SearchPageProps) {
  return (
    <>
      <PageHeader
        title="Search"
        lead="Find any guide, rule or contact on the site. Shorthand works too: TLA, POV, HHG, BAH, JBPHH, MCBH."
      />
      <SearchPageForm />
      <Section title="Every page">
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {pages.map((page) => (
            <li key={page.path}>
              <Link href={page.path} sx={{ fontWeight: 600 }}>
                {page.title}
              </Link>
              <Typography color="text.secondary">{page.description}</Typography>
            </li>
          ))}
        </Box>
      </Section>
    </>
  )
}
