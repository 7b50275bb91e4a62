import { pageHref } from '@/lib/page-href'

/** The page an invite link opens; the token rides in the fragment, which no server sees. */
export const JOIN_PATH = pageHref('/household/join')

/** The link to send: this site's join page with the token after '#'. */
export function inviteLink(origin: string, token: string): string {
  return `${origin}${JOIN_PATH}#${token}`
}

/** A token as the database makes them: 64 hex digits. */
export function isToken(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value)
}

// Kept for this tab while the visitor signs in or up, so the link's token survives the detour
// through /auth (whose `next` carries no fragment). Session storage: gone when the tab closes.
const KEY = 'hpp:household-invite'

export const pendingInvite = {
  get(): string | null {
    try {
      const token = sessionStorage.getItem(KEY)
      return token && isToken(token) ? token : null
    } catch {
      return null
    }
  },
  set(token: string) {
    try {
      sessionStorage.setItem(KEY, token)
    } catch {
      // Private mode with storage off: the link must then be opened after signing in.
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(KEY)
    } catch {
      // Nothing kept.
    }
  },
}
