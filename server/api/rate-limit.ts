/**
 * Sliding-window counters kept in memory (per process). Keys are e-mail addresses or IPs; old
 * entries are dropped as the map is used, so it cannot grow without bound.
 */
export class WindowCounter {
  readonly #hits = new Map<string, number[]>()
  #sweepAt = 0

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
  ) {}

  #recent(key: string, at: number): number[] {
    const since = at - this.windowMs
    const hits = (this.#hits.get(key) ?? []).filter((t) => t > since)
    if (hits.length === 0) this.#hits.delete(key)
    else this.#hits.set(key, hits)
    return hits
  }

  #sweep(at: number) {
    if (at < this.#sweepAt) return
    this.#sweepAt = at + this.windowMs
    for (const key of [...this.#hits.keys()]) this.#recent(key, at)
  }

  /** Whether the key has used up its allowance in the current window. */
  isLimited(key: string): boolean {
    return this.#recent(key, this.now()).length >= this.limit
  }

  /** Records one use. Returns false (and records nothing) when the limit is already reached. */
  take(key: string): boolean {
    const at = this.now()
    this.#sweep(at)
    const hits = this.#recent(key, at)
    if (hits.length >= this.limit) return false
    hits.push(at)
    this.#hits.set(key, hits)
    return true
  }

  reset(key: string): void {
    this.#hits.delete(key)
  }

  /** Seconds until the oldest counted use leaves the window. */
  retryAfter(key: string): number {
    const at = this.now()
    const oldest = this.#recent(key, at)[0]
    return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + this.windowMs - at) / 1000))
  }
}
