import { useEffect, useState } from 'react'
import { claimFirstVisit } from '../welcome-flag'

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Open on the first visit only. Storage is read in an effect: the page is prerendered. */
export function useFirstVisitWelcome(): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    // Hydration-safe: the prerendered HTML cannot know the flag, so it is read after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (claimFirstVisit(browserStorage())) setOpen(true)
  }, [])
  return [open, () => setOpen(false)]
}
