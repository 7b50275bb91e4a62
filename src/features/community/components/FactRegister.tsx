import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { styled } from '@mui/material/styles'
import { TextInput, useHydrated } from '@/design-system'
import { formatIsoDay, siteOf } from '@/format'
import type { SourceKind } from '@/data/types'
import { reportHref } from '@/lib/facts/fact-id'
import type { FactRecord } from '@/lib/facts/register'
import { registerFacts } from '../model/register'

const KIND_WORDS: Record<SourceKind, string> = {
  official: 'Official source',
  secondary: 'Secondary source (not official)',
  program: 'VHP program figure',
  advice: 'Our planning advice',
}
const KINDS = Object.keys(KIND_WORDS) as SourceKind[]

// Hundreds of rows: plain elements under one styled root hydrate far faster than MUI parts each.
const List = styled('ol')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    padding: theme.spacing(1.5, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .statement': { margin: 0, fontWeight: theme.typography.fontWeightMedium },
  '& .meta': { margin: theme.spacing(0.5, 0, 0), color: theme.palette.text.secondary },
  '& .meta, & .statement': { overflowWrap: 'anywhere' },
  '& a': { color: theme.palette.primary.main },
}))

export interface FactRegisterProps {
  /** Route → page title. */
  pageTitles: Readonly<Record<string, string>>
  /** The facts to list; every fact of the site when left out. */
  facts?: readonly FactRecord[]
}

function FactRow({
  fact,
  pageTitles,
}: {
  fact: FactRecord
  pageTitles: FactRegisterProps['pageTitles']
}) {
  const web = /^https:\/\//.test(fact.source)
  return (
    <li id={`fact-${fact.id}`}>
      <p className="statement">{fact.statement}</p>
      <p className="meta">
        {fact.kind ? KIND_WORDS[fact.kind] : 'Source not yet reviewed'}
        {web && (
          <>
            {': '}
            <a href={fact.source} target="_blank" rel="noopener noreferrer">
              {siteOf(fact.source)}
            </a>
          </>
        )}
        {fact.sourceDate && `, dated ${fact.sourceDate}`}
        {fact.checkedOn && ` · read ${formatIsoDay(fact.checkedOn)}`}
        {' · on '}
        {fact.pages.map((page, i) => (
          <span key={page}>
            {i > 0 && ', '}
            <a href={page}>{pageTitles[page] ?? page}</a>
          </span>
        ))}
        {' · '}
        <a href={reportHref(fact)}>Report a problem</a>
        {` · id ${fact.id}`}
      </p>
    </li>
  )
}

/** The public register: every fact with its page, source, kind and dates, filtered by page and kind. */
export function FactRegister({ pageTitles, facts = registerFacts() }: FactRegisterProps) {
  const [params, setParams] = useSearchParams()
  // Filters come from the address once the page is live, so the first render matches the HTML.
  const hydrated = useHydrated()
  const page = hydrated ? (params.get('page') ?? '') : ''
  const kind = hydrated ? (params.get('kind') ?? '') : ''
  const pages = useMemo(() => [...new Set(facts.flatMap((f) => f.pages))], [facts])
  const shown = facts.filter((f) => (!page || f.pages.includes(page)) && (!kind || f.kind === kind))
  const setFilter = (name: 'page' | 'kind', value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    next.delete('fact')
    setParams(next, { replace: true, preventScrollReset: true })
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          select
          label="Page"
          shrinkLabel
          value={page}
          onChange={(e) => setFilter('page', e.target.value)}
          sx={{ minWidth: 240 }}
        >
          <option value="">Every page</option>
          {pages.map((p) => (
            <option key={p} value={p}>
              {pageTitles[p] ?? p}
            </option>
          ))}
        </TextInput>
        <TextInput
          select
          label="Kind of source"
          shrinkLabel
          value={kind}
          onChange={(e) => setFilter('kind', e.target.value)}
          sx={{ minWidth: 240 }}
        >
          <option value="">Every kind</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_WORDS[k]}
            </option>
          ))}
        </TextInput>
      </Stack>
      <Typography role="status" variant="body2">
        {shown.length === facts.length
          ? `${facts.length} facts`
          : `${shown.length} of ${facts.length} facts`}
      </Typography>
      <List aria-label="Facts and their sources">
        {shown.map((fact) => (
          <FactRow key={fact.id} fact={fact} pageTitles={pageTitles} />
        ))}
      </List>
    </Stack>
  )
}
