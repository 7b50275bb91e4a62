/** A data file the site publishes, in each format it comes in. */
export interface DataDownload {
  readonly title: string
  /** What one row holds, in the file's own column names. */
  readonly rows: string
  readonly files: readonly { readonly format: 'CSV' | 'JSON'; readonly href: string }[]
}

// The BAH year is written out, not imported: bah-rates.ts would come with it, 2 KB more on
// /sources. tests/unit/facts/downloads.test.ts holds it to BAH_YEAR and to the files.
const BAH_FILES_YEAR = 2026

/** Every data file the site publishes: listed on /sources, each also linked from its page. */
export const DATA_DOWNLOADS: readonly DataDownload[] = [
  {
    title: 'Every fact on this site, with its source',
    rows: 'one row per fact: its page, text, source, kind, dates',
    files: [
      { format: 'CSV', href: '/sources.csv' },
      { format: 'JSON', href: '/sources.json' },
    ],
  },
  {
    title: `DoD’s ${BAH_FILES_YEAR} BAH for the four Hawaii housing areas`,
    rows: 'one row per area and grade: year, mha, mha_name, grade, with_dependents, without_dependents',
    files: [
      { format: 'CSV', href: `/data/bah-${BAH_FILES_YEAR}-hawaii.csv` },
      { format: 'JSON', href: `/data/bah-${BAH_FILES_YEAR}-hawaii.json` },
    ],
  },
]
