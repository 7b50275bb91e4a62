import { useMemo, type Ref } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { SearchCombobox, type SearchComboboxResult } from '@/design-system'
import type { SearchHit } from '../api/site-search'
import { useSiteSearch } from '../api/useSiteSearch'
import { excerptParts } from '../model/excerpt'
import { mainSections } from '../model/sections'

export interface SiteSearchProps {
  query: string
  onQueryChange: (query: string) => void
  /** A result was chosen: its address, section included. */
  onChoose: (url: string) => void
  /** Enter with no result chosen. */
  onSubmitQuery?: (query: string) => void
  /** Focus the field when it appears (in a dialog). */
  initialFocus?: boolean
  /** The form field name, for the search page's form. */
  name?: string
  inputRef?: Ref<HTMLInputElement>
  /** Replaces the site's search (stories, tests). */
  search?: (query: string) => Promise<SearchHit[]>
}

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40).trim()}…` : text)

function Excerpt({ text }: { text: string }) {
  return excerptParts(text).map((part, index) =>
    part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  )
}

/** Where to go when nothing was found, or before anything was typed. */
function MainSections({ onChoose }: { onChoose: (url: string) => void }) {
  return (
    <Box component="nav" aria-label="Main sections" sx={{ mt: 1 }}>
      <Typography sx={{ mb: 1 }}>Or start from one of the main sections:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {mainSections.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              onClick={(event) => {
                event.preventDefault()
                onChoose(href)
              }}
              sx={{ display: 'inline-block', py: 1 }}
            >
              {label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
}

/** The site's search: a field, its results as you type, and a calm answer when none match. */
export function SiteSearch({
  query,
  onQueryChange,
  onChoose,
  onSubmitQuery,
  initialFocus,
  name,
  inputRef,
  search,
}: SiteSearchProps) {
  const state = useSiteSearch(query, search)
  const hits = state.status === 'done' ? state.hits : undefined
  const results = useMemo<SearchComboboxResult[]>(
    () =>
      (hits ?? []).map((hit) => ({
        href: hit.url,
        title: hit.title,
        heading: hit.heading,
        excerpt: <Excerpt text={hit.excerpt} />,
      })),
    [hits],
  )
  const status =
    state.status === 'idle'
      ? 'Type a word: a guide, a rule, a base or a contact.'
      : state.status === 'searching'
        ? 'Searching…'
        : state.status === 'failed'
          ? 'Search could not load. Check your connection; pages you opened before still open.'
          : results.length === 0
            ? `No results for “${shorten(query.trim())}”. Try another word.`
            : `${results.length} ${results.length === 1 ? 'result' : 'results'}`
  return (
    <SearchCombobox
      label="Search the site"
      name={name}
      value={query}
      onChange={onQueryChange}
      results={results}
      onChoose={(result) => onChoose(result.href)}
      onSubmitQuery={onSubmitQuery}
      status={status}
      empty={state.status === 'searching' ? null : <MainSections onChoose={onChoose} />}
      initialFocus={initialFocus}
      inputRef={inputRef}
    />
  )
}
