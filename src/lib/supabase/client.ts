import type { SupabaseClient } from '@supabase/supabase-js'

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

let client: Promise<SupabaseClient> | undefined

/**
 * The one Supabase client of the site, loaded on first use so its code stays out of the first
 * page load. Rejects when the page has no backend configured.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const config = readSupabaseConfig()
    if (!config) throw new Error('No backend is configured for this site.')
    return createClient(config.url, config.anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    })
  })
  return client
}
