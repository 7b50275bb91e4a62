import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import type { Session, User } from '@supabase/supabase-js'
import { getSupabase } from './client'

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: User; session: Session }

const SessionContext = createContext<SessionState | null>(null)

/** Follows the visitor's sign-in state: loading, then signed out or signed in. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null })

  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    getSupabase()
      .then((supabase) => {
        if (cancelled) return
        // The callback stays synchronous: awaiting a Supabase call inside it deadlocks the client.
        // A transition: an urgent update would make React drop the prerendered HTML of page
        // parts whose code is still loading (src/lib/lazy-block.tsx) and show their fallback.
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          startTransition(() =>
            setState(
              session
                ? { status: 'signedIn', user: session.user, session }
                : { status: 'signedOut', user: null },
            ),
          )
        })
        unsubscribe = () => data.subscription.unsubscribe()
      })
      .catch(() => {
        if (!cancelled) startTransition(() => setState({ status: 'signedOut', user: null }))
      })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [])

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>
}

/** The visitor's sign-in state; only inside a SessionProvider. */
export function useSession(): SessionState {
  const state = useContext(SessionContext)
  if (!state) throw new Error('useSession must be used within a SessionProvider.')
  return state
}

/** A fixed session state for stories and tests. */
export function StaticSessionProvider({
  value,
  children,
}: {
  value: SessionState
  children: ReactNode
}) {
  const memo = useMemo(() => value, [value])
  return <SessionContext.Provider value={memo}>{children}</SessionContext.Provider>
}
