// Share the welcome page: the native share sheet when there is one, else copy to the clipboard.

export interface ShareContent {
  title: string
  text: string
  url: string
}

/** What happened, so the page can say so: a toast for shared/copied, nothing when cancelled. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>
  clipboard?: Pick<Clipboard, 'writeText'>
}

// Not `instanceof Error`: a DOMException is not an Error everywhere.
function isUserCancel(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  )
}

/** Uses `navigator.share`; on a failure other than the visitor cancelling, copies text and link. */
export async function shareOrCopy(
  content: ShareContent,
  nav: ShareNavigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(content)
      return 'shared'
    } catch (error) {
      if (isUserCancel(error)) return 'cancelled'
    }
  }
  try {
    if (!nav.clipboard) return 'failed'
    await nav.clipboard.writeText(`${content.text} ${content.url}`)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** What the Welcome page shares: the site, its tagline, and the page's own address. */
export function welcomeShareContent(url: string): ShareContent {
  return {
    title: 'Hawaii PCS Planner',
    text: 'Hawaii PCS Planner: free relocation tools for military families moving to Hawaii.',
    url,
  }
}
