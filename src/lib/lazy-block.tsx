import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { BlockErrorBoundary } from './block-error'
import { LATE_FALLBACK } from './late-fallback'
import { loadOnce } from './load-once'

type Load<P> = () => Promise<ComponentType<P>>

/** Every block's loader, so a page opened in the app can wait for all of its blocks. */
const loaders = new Set<() => Promise<unknown>>()
/** Blocks on screen whose code has not yet arrived and hydrated. */
const waiting = new Set<Tracker>()
/** Callers of `blocksHydrated`, told when no block is waiting any more. */
const onSettled = new Set<() => void>()
/** Told, in the block's effect, each time a block goes live (`whenBlockLive`). */
const onBlockLive = new Set<() => void>()

function stopWaiting(tracker: Tracker) {
  waiting.delete(tracker)
  if (waiting.size > 0) return
  onSettled.forEach((settle) => settle())
  onSettled.clear()
}

/**
 * A part of a page whose code loads after the page's own: a form, a calculator, a list that
 * needs a library. On a prerendered page React hydrates everything else first and leaves this
 * part's HTML on screen, then hydrates it when its code arrives, so it never counts toward the
 * first load. Opened inside the app, the page waits for it (`loadLazyBlocks`), and `fallback`
 * shows only where nothing waited (stories, tests).
 *
 * Nothing above a block may update urgently while it waits, or React replaces its HTML with the
 * fallback: startup state such as the session or the screen width changes through
 * `startupUpdate` (src/lib/startup-update.ts). In development a block that falls back after it
 * was on screen says so on the console, which fails the e2e suite (tests/e2e/hydration.spec.ts).
 * A block whose code fails to load shows a message with "Try again" in its place, which imports
 * its code again.
 */
export function lazyBlock<P extends object>(load: Load<P>, fallback: ReactNode = null) {
  const start = loadOnce(() => load().then(live)) // a failed load imports again next time
  loaders.add(start)
  const toLazy = () => lazy(() => start().then((component) => ({ default: component })))
  const Lazy = toLazy()

  // Memo: a parent's re-render with the same props must not reach the waiting boundary.
  return memo(function LazyBlock(props: P) {
    // Decided once, like the page itself: code already here renders at once (prerendering, a
    // page opened in the app); otherwise the boundary waits, keeping prerendered HTML on screen.
    const [Ready] = useState(start.loaded)
    const [tracker] = useState(createTracker)
    // A retry needs its own lazy component: React keeps a failed one's error.
    const [Retried, setRetried] = useState<typeof Lazy>()
    const shown = useRef(false)
    // Runs after the block's own effect when its code was already here: then it is live.
    // A block removed before it went live (the page changed) is not waited for either.
    useEffect(() => {
      shown.current = true
      if (!tracker.live) waiting.add(tracker)
      return () => stopWaiting(tracker)
    }, [tracker])
    const Block = Retried ?? Ready ?? Lazy
    const late = () => shown.current && !Retried
    return (
      <BlockErrorBoundary onRetry={() => setRetried(toLazy)} onFailed={tracker.markLive}>
        <Suspense
          fallback={
            import.meta.env.DEV ? (
              <Fallback late={late} load={load} fallback={fallback} />
            ) : (
              fallback
            )
          }
        >
          <Block {...props} onLive={tracker.markLive} />
        </Suspense>
      </BlockErrorBoundary>
    )
  })
}

/**
 * Development only: a block's fallback, which complains when it replaces a block that was
 * already on screen (its prerendered HTML, dropped because an urgent update reached it).
 */
function Fallback(props: { late: () => boolean; load: () => unknown; fallback: ReactNode }) {
  // Read while rendering: a block rendered for the first time renders its fallback before any
  // effect, so only a block already shown reads true (StrictMode's second effects would not).
  const [late] = useState(props.late)
  useEffect(() => {
    if (late) console.error(`${LATE_FALLBACK} Block: ${String(props.load)}`)
  }, [late, props.load])
  return props.fallback
}

/**
 * Loads the code of every block the loaded pages use (for a page opened in the app). Never
 * fails: a block whose code cannot load shows its error where it stands, not on every page.
 */
export async function loadLazyBlocks(): Promise<void> {
  await Promise.allSettled([...loaders].map((start) => start()))
}

/**
 * Calls `listener` each time a block goes live, from the block's effect: React has committed it,
 * so its elements are wired (src/app/taps replays the taps that waited for it). Returns the stop.
 */
export function whenBlockLive(listener: () => void): () => void {
  onBlockLive.add(listener)
  return () => onBlockLive.delete(listener)
}

/** Resolves once every block on screen has hydrated (or rendered); see `data-hydrated`. */
export function blocksHydrated(): Promise<void> {
  if (waiting.size === 0) return Promise.resolve()
  return new Promise((settle) => onSettled.add(settle))
}

interface Live {
  onLive: () => void
}

interface Tracker {
  live: boolean
  markLive: () => void
}

function createTracker(): Tracker {
  const tracker: Tracker = {
    live: false,
    markLive: () => {
      tracker.live = true
      onBlockLive.forEach((listener) => listener())
      stopWaiting(tracker)
    },
  }
  return tracker
}

/** The block's component, telling its boundary when it is on screen and live. */
function live<P extends object>(Component: ComponentType<P>) {
  return function LiveBlock({ onLive, ...props }: P & Live) {
    useEffect(onLive, [onLive])
    return <Component {...(props as P)} />
  }
}
