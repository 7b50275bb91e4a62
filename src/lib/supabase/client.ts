import type { SupabaseClient } from '@supabase/supabase-js'
import { loadOnce } from '../load-once'

export interface SupabaseConfig {
  url: string
  anonKey: string
}

/**
 * Where the backend is: the VITE_ variables set at build time (hosted Supabase), else the
 * `supabase-config` script the local server puts into every page (an empty url = this origin).
 */
export function readSupabaseConfig(): SupabaseConfig | null {
  const env = import.meta.env
  if (env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY) {
    return { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY }
  }
  const script = typeof document === 'undefined' ? null : document.getElementById('supabase-config')
  if (!script?.textContent) return null
  try {
    const parsed = JSON.parse(script.textContent) as Partial<SupabaseConfig>
    if (typeof parsed.anonKey !== 'string' || !parsed.anonKey) return null
    return { url: parsed.url || window.location.origin, anonKey: parsed.anonKey }
  } catch {
    return null
  }
}

/** Where supabase-js keeps the signed-in session in localStorage. */
export const AUTH_STORAGE_KEY = 'hpp:auth'

let announceLoaded: (client: SupabaseClient) => void = () => {}
const loaded = new Promise<SupabaseClient>((resolve) => (announceLoaded = resolve))

/**
 * The one Supabase client of the site, loaded on first use so its code stays out of the first
 * page load. Rejects when the page has no backend configured. A failed load (the chunk lost
 * while the signal dropped) is tried again by the next call.
 */
export const getSupabase = loadOnce(() =>
  import('@supabase/supabase-js').then(({ createClient }) => {
    const config = readSupabaseConfig()
    if (!config) throw new Error('No backend is configured for this site.')
    const created = createClient(config.url, config.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storageKey: AUTH_STORAGE_KEY,
      },
    })
    announceLoaded(created)
    return created
  }),
)

/** The client once something on the page has asked for it (a sign-in); never loads it itself. */
export function whenSupabaseLoaded(): Promise<SupabaseClient> {
  return loaded
}

/**
 * Whether this browser may hold a session: one is stored, or the address carries one back from
 * an email link. When neither, the visitor is signed out, and the page need not load and start
 * the Supabase client (tens of milliseconds of a phone's main thread) to learn it.
 */
export function mayHaveSession(): boolean {
  try {
    if (localStorage.getItem(AUTH_STORAGE_KEY) !== null) return true
  } catch {
    return true // Storage is blocked: only the client can tell.
  }
  return /[#?&](access_token|refresh_token|code|error|error_description)=/.test(
    window.location.hash + window.location.search,
  )
}
