// The browser flag that records the first-visit welcome dialog was shown (docs/decisions.md#s-3).

export const WELCOME_FLAG_KEY = 'hpp:welcome-shown'

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * True only on the first visit: the flag is absent, and it is recorded now so the dialog never
 * shows again. False when storage is missing or refuses access, rather than greet on every visit.
 */
export function claimFirstVisit(storage: FlagStorage | undefined): boolean {
  if (!storage) return false
  try {
    if (storage.getItem(WELCOME_FLAG_KEY) !== null) return false
    storage.setItem(WELCOME_FLAG_KEY, 'true')
    return true
  } catch {
    return false
  }
}
