import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import Box from '@mui/material/Box'
import { useHydrated } from '@/design-system'
import { SiteSearch } from './SiteSearch'
import { useOpenResult } from './useOpenResult'

/**
 * The search page's form. Without JavaScript it submits to /search?q=…; live, it searches as
 * you type and keeps the query in the address, so a search can be shared or bookmarked.
 */
export function SearchPageForm() {
  const [params, setParams] = useSearchParams()
  const open = useOpenResult()
  const hydrated = useHydrated()
  const [typed, setTyped] = useState<string>()
  // The prerendered form is empty; the address's query shows once the form is live.
  const query = typed ?? (hydrated ? (params.get('q') ?? '') : '')
  const change = (next: string) => {
    setTyped(next)
    setParams(next ? { q: next } : {}, { replace: true })
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label="Search this site"
      action="/search"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      sx={{ mb: 4, maxWidth: '70ch' }}
    >
      <SiteSearch query={query} onQueryChange={change} onChoose={open} name="q" />
    </Box>
  )
}
