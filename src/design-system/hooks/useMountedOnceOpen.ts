import { useState } from 'react'

/**
 * False until `open` is first true, then true for good: a lazily loaded dialog or drawer is
 * mounted on its first opening and stays mounted, so that closing can animate.
 */
export function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open)
  // Setting state while rendering, React's pattern for state derived from props.
  if (open && !mounted) setMounted(true)
  return mounted || open
}
