import { lazy, Suspense, useEffect, useState } from 'react'
import IconButton from '@mui/material/IconButton'
import SearchIcon from '@mui/icons-material/Search'

// The dialog, its results and Pagefind load on the first open, never with the page.
const SearchDialog = lazy(() => import('@/features/search/components/SearchDialog'))

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * The header's search: a form that goes to /search, so it works before (and without)
 * JavaScript; once live it opens the search dialog, as do "/" and Ctrl/Cmd+K.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const show = () => {
    setUsed(true)
    setOpen(true)
  }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typing(event.target)
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)
      if (!slash && !k) return
      event.preventDefault()
      setUsed(true)
      setOpen(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    <>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label="Site search"
        onSubmit={(event) => {
          event.preventDefault()
          show()
        }}
      >
        <IconButton
          type="submit"
          color="inherit"
          aria-label="Search"
          aria-haspopup="dialog"
          aria-keyshortcuts="/ Control+K Meta+K"
          sx={{ width: 44, height: 44 }}
        >
          <SearchIcon />
        </IconButton>
      </form>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
