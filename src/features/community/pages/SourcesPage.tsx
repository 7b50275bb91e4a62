import { Fragment } from 'react'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DATA_DOWNLOADS } from '@/data/downloads'
import { PageHeader, Section } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import type { Send } from '../api/send'
import type { FactRecord } from '@/lib/facts/register'
import type { FactReportValues } from '../model/schemas'

// Both blocks read every page's data: their code loads after the page's; see lazyBlock.
const FactReportForm = lazyBlock(() =>
  import('../components/FactReportForm').then((m) => m.FactReportForm),
)
const FactRegister = lazyBlock(() =>
  import('../components/FactRegister').then((m) => m.FactRegister),
)

export interface SourcesPageProps {
  /** Route → page title, from the app's route table. */
  pageTitles: Readonly<Record<string, string>>
  /** Stores a report; stories pass a stand-in. */
  send?: Send<FactReportValues>
  /** The facts to list; every fact of the site when left out (stories pass a few). */
  facts?: readonly FactRecord[]
}

/** /sources: every fact the site shows with its source, kind and age, and a way to report one. */
export function SourcesPage({ pageTitles, send, facts }: SourcesPageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="Sources"
        lead="Every fee, phone number, rule and figure on this site, with the page it came from, what kind of page that is, and when we last read it."
      />
      <Section title="How to read a source">
        <Stack spacing={1} sx={{ maxWidth: 760 }}>
          <Typography>
            <strong>Official source</strong>: the agency’s own page (.gov or .mil), the statute or
            rule, or a company’s own terms for its own service.
          </Typography>
          <Typography>
            <strong>Secondary source</strong>: news, a blog or a third-party summary, used only
            where we could not read an official page. Confirm it with the office named.
          </Typography>
          <Typography>
            <strong>VHP program figure</strong>: the program’s own terms and sample prices. No
            outside page to check.
          </Typography>
          <Typography>
            <strong>Our planning advice</strong>: a tip or a suggested time to start, from our own
            planning notes, not a rule. No outside page to check.
          </Typography>
          <Typography>
            “Read” is the day we last read the source; “dated” is the source’s own date. A source
            several years old is marked, and a fact read more than a year ago is due for review.
          </Typography>
        </Stack>
      </Section>
      <Section
        title="Report a problem with a fact"
        description="Only the fact and what is wrong are required."
        id="report"
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, maxWidth: 720 }}>
          <FactReportForm send={send} pageTitles={pageTitles} facts={facts} />
        </Paper>
      </Section>
      <Section title="Every fact">
        <FactRegister pageTitles={pageTitles} facts={facts} />
      </Section>
      <Section
        title="Data to download"
        description="The files behind these pages, free to reuse: please name the source each row gives."
      >
        <Stack component="ul" spacing={1.5} sx={{ m: 0, pl: 3, maxWidth: '70ch' }}>
          {DATA_DOWNLOADS.map((download) => (
            <li key={download.title}>
              <Typography>
                {download.title}:{' '}
                {download.files.map((file, i) => (
                  <Fragment key={file.href}>
                    {i > 0 && ' or '}
                    <Link href={file.href} download>
                      {file.format}
                    </Link>
                  </Fragment>
                ))}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {download.rows}
              </Typography>
            </li>
          ))}
        </Stack>
      </Section>
    </>
  )
}

export default SourcesPage
