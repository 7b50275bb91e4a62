export { getSupabase } from './client'
export { SessionProvider, StaticSessionProvider, useSession, type SessionState } from './session'
