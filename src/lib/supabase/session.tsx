import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Session, SupabaseClient, User } from '@supabase/supabase-js'
import { startupUpdate } from '@/lib/startup-update'
import { AUTH_STORAGE_KEY, getSupabase, mayHaveSession, whenSupabaseLoaded } from './client'

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: User; session: Session }

const SessionContext = createContext<SessionState | null>(null)
const SIGNED_OUT: SessionState = { status: 'signedOut', user: null }

/** The plan-store keys an account's copy and queue live under (src/lib/plan-store). */
function forgetAccountPlans() {
  try {
    for (const key of Object.keys(localStorage)) {
      if (/^hpp:(plan|queue):/.test(key)) localStorage.removeItem(key)
    }
  } catch {
    // Storage is blocked: nothing was kept.
  }
}

/** Follows the visitor's sign-in state: loading, then signed out or signed in. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null })

  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    const show = (next: SessionState) => {
      // Signed out (here, elsewhere, or the session ended): this browser forgets the plan copies
      // and unsent changes it kept for an account (src/lib/plan-store, docs/decisions.md#d-29-3).
      if (next.status === 'signedOut') forgetAccountPlans()
      startupUpdate(() => setState(next))
    }
    const follow = (supabase: SupabaseClient) => {
      if (cancelled || unsubscribe) return
      // The callback stays synchronous: awaiting a Supabase call inside it deadlocks the client.
      const { data } = supabase.auth.onAuthStateChange((_event, session) =>
        show(session ? { status: 'signedIn', user: session.user, session } : SIGNED_OUT),
      )
      unsubscribe = () => data.subscription.unsubscribe()
      // A session ended elsewhere ("sign out everywhere", a deleted account) is known only to the
      // server: ask it once; the client drops a session it refuses (SIGNED_OUT).
      void supabase.auth.getUser().catch(() => undefined)
    }
    const connect = () =>
      getSupabase()
        .then(follow)
        .catch(() => {
          if (!cancelled) show(SIGNED_OUT)
        })

    // Signed out with nothing stored: follow the client only once a sign-in loads it, or once
    // another tab stores a session.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) void connect()
    }
    if (mayHaveSession()) void connect()
    else {
      show(SIGNED_OUT)
      void whenSupabaseLoaded().then(follow)
      window.addEventListener('storage', onStorage)
    }
    return () => {
      cancelled = true
      unsubscribe?.()
      window.removeEventListener('storage', onStorage)
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
