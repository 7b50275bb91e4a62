import { useState } from 'react'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import CloseIcon from '@mui/icons-material/Close'
import type { SearchHit } from '../api/site-search'
import { SiteSearch } from './SiteSearch'
import { useOpenResult } from './useOpenResult'

export interface SearchDialogProps {
  open: boolean
  onClose: () => void
  /** Replaces the site's search (stories, tests). */
  search?: (query: string) => Promise<SearchHit[]>
}

/**
 * The header's search, over the page (full screen on a phone). Escape or the close button
 * closes it and focus goes back where it was; a chosen result opens its page and section.
 */
export default function SearchDialog({ open, onClose, search }: SearchDialogProps) {
  const [query, setQuery] = useState('')
  const openResult = useOpenResult()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const choose = (url: string) => {
    onClose()
    openResult(url)
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="site-search-title"
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
    >
      <DialogTitle id="site-search-title" sx={{ pr: 7 }}>
        Search the site
      </DialogTitle>
      <IconButton
        aria-label="Close search"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        <SiteSearch
          query={query}
          onQueryChange={setQuery}
          onChoose={choose}
          // Enter without choosing a result: all the results, on the search page.
          onSubmitQuery={(q) => choose(`/search?q=${encodeURIComponent(q)}`)}
          initialFocus
          search={search}
        />
      </DialogContent>
    </Dialog>
  )
}
