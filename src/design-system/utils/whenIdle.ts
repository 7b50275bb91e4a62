/**
 * Runs `callback` once the browser has nothing more urgent to do (a second at most), for work
 * that can wait for the page to settle: loading code needed only on a later tap or hover.
 * Returns a function that cancels it. Safari has no requestIdleCallback: a timer stands in.
 */
export function whenIdle(callback: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 200)
  return () => window.clearTimeout(id)
}
