/** A loader that runs once: every call shares its promise, and `loaded()` reads what it gave. */
export interface LoadOnce<T> {
  (): Promise<T>
  /** What the load gave, once it has; undefined before (for a render that must not wait). */
  loaded: () => T | undefined
}

/**
 * Runs `load` (typically an `import()`) on the first call and shares its promise with every
 * later call. A failed load is forgotten, so the next call tries again: one chunk lost while
 * the signal dropped must not break the feature until the page is reloaded.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined
  let value: { current: T } | undefined
  const get = () =>
    (pending ??= new Promise<T>((resolve) => resolve(load())).then(
      (result) => {
        value = { current: result }
        return result
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  return Object.assign(get, { loaded: () => value?.current })
}
