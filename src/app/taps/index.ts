import { blocksHydrated, whenBlockLive } from '@/lib/lazy-block'
import { replayTaps } from './replay'

/** How long a tap may wait for its control to be enabled after the page is live. */
const WAIT_MS = 10_000
const POLL_MS = 50

/**
 * Replays what the visitor did before the page was live (capture.ts). Called from the page's
 * effect once the shell and page are committed; again from each lazy block's effect as it goes
 * live (never from a timer, which could land while React is halfway through hydrating a part);
 * the rest once every part is live.
 */
export function replayCapturedTaps(): void {
  if (!window.__taps) return
  replayTaps()
  const stop = whenBlockLive(() => replayTaps())
  void blocksHydrated().then(() => {
    stop()
    replayTaps(true)
    const until = Date.now() + WAIT_MS
    const disabled = setInterval(() => {
      replayTaps(true)
      if (window.__taps?.q.length && Date.now() < until) return
      clearInterval(disabled)
      delete window.__taps
    }, POLL_MS)
  })
}
