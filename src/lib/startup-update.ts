import { startTransition } from 'react'

/**
 * The one way a provider changes state while the page starts (the session, a stored value):
 * as a transition. An urgent update would reach lazy blocks whose code is still loading and make
 * React drop their prerendered HTML for their fallback (src/lib/lazy-block.tsx warns when that
 * happens in development). The design system, which imports only React, does the same in
 * SidebarProvider's useBrowserValue.
 */
export function startupUpdate(update: () => void): void {
  startTransition(update)
}
