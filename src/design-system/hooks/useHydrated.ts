import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates a prerendered page (and on the server), true afterwards and on
 * every client-side render. State that the prerendered HTML cannot know, such as a page's query
 * string, waits for it, so the first render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
