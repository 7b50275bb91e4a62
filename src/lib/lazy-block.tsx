import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'

type Load<P> = () => Promise<ComponentType<P>>

/** Every block's loader, so a page opened in the app can wait for all of its blocks. */
const loaders = new Set<() => Promise<unknown>>()
/** Blocks on screen whose code has not yet arrived and hydrated. */
const waiting = new Set<Promise<void>>()

/**
 * A part of a page whose code loads after the page's own: a form, a calculator, a list that
 * needs a library. On a prerendered page React hydrates everything else first and leaves this
 * part's HTML on screen, then hydrates it when its code arrives, so it never counts toward the
 * first load. Opened inside the app, the page waits for it (`loadLazyBlocks`), and `fallback`
 * shows only where nothing waited (stories, tests).
 *
 * Nothing above a block may update urgently while it waits, or React replaces its HTML with the
 * fallback: startup state such as the session or the screen width changes in a transition.
 */
export function lazyBlock<P extends object>(load: Load<P>, fallback: ReactNode = null) {
  let loaded: ComponentType<P & Live> | undefined
  let loading: Promise<ComponentType<P & Live>> | undefined
  const start = () => (loading ??= load().then((component) => (loaded = live(component))))
  loaders.add(start)
  const Lazy = lazy(() => start().then((component) => ({ default: component })))

  // Memo: a parent's re-render with the same props must not reach the waiting boundary.
  return memo(function LazyBlock(props: P) {
    // Decided once, like the page itself: code already here renders at once (prerendering, a
    // page opened in the app); otherwise the boundary waits, keeping prerendered HTML on screen.
    const [Ready] = useState(() => loaded)
    const [tracker] = useState(createTracker)
    // Runs after the block's own effect when its code was already here: then it is live.
    useEffect(() => {
      if (!tracker.live) waiting.add(tracker.promise)
      return () => void waiting.delete(tracker.promise)
    }, [tracker])
    const Block = Ready ?? Lazy
    return (
      <Suspense fallback={fallback}>
        <Block {...props} onLive={tracker.markLive} />
      </Suspense>
    )
  })
}

/** Loads the code of every block the loaded pages use (for a page opened in the app). */
export async function loadLazyBlocks(): Promise<void> {
  await Promise.all([...loaders].map((start) => start()))
}

/** Resolves once every block on screen has hydrated (or rendered); see `data-hydrated`. */
export async function blocksHydrated(): Promise<void> {
  await Promise.all(waiting)
}

interface Live {
  onLive: () => void
}

function createTracker() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  const tracker = {
    live: false,
    promise,
    markLive: () => {
      tracker.live = true
      waiting.delete(promise)
      resolve()
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
