export { getSupabase, readSupabaseConfig, type SupabaseConfig } from './client'
export { SessionProvider, StaticSessionProvider, useSession, type SessionState } from './session'
