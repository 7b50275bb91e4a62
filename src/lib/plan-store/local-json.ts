/**
 * One JSON value in localStorage that React can follow (useSyncExternalStore): the same snapshot
 * object until the value changes, here or in another tab.
 */
export interface LocalJson<T> {
  get(): T
  set(value: T): void
  clear(): void
  subscribe(listener: () => void): () => void
}

export function localJson<T>(
  key: string,
  empty: T,
  valid: (value: unknown) => value is T,
): LocalJson<T> {
  const listeners = new Set<() => void>()
  let cachedText: string | null | undefined
  let cached: T = empty

  function read(): T {
    let text: string | null
    try {
      text = window.localStorage.getItem(key)
    } catch {
      return empty // Storage is blocked: nothing was kept.
    }
    if (text === cachedText) return cached
    cachedText = text
    try {
      const parsed: unknown = text === null ? empty : JSON.parse(text)
      cached = valid(parsed) ? parsed : empty
    } catch {
      // A value written before it was JSON (the report date was kept as plain text).
      cached = valid(text) ? (text as T) : empty
    }
    return cached
  }

  function write(text: string | null) {
    try {
      if (text === null) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, text)
    } catch {
      // Full or blocked storage: the value lives on in memory for this page.
      cachedText = text
      cached = text === null ? empty : (JSON.parse(text) as T)
    }
    listeners.forEach((listener) => listener())
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener())
  }

  return {
    get: read,
    set: (value) => write(JSON.stringify(value)),
    clear: () => write(null),
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
  }
}
