import { registerPages } from '@/data/register-pages'
import { buildRegister, type FactRecord } from '@/lib/facts/register'

let built: readonly FactRecord[] | undefined

/** Every fact the site shows, built once on first use (it reads every page's data). */
export function registerFacts(): readonly FactRecord[] {
  return (built ??= buildRegister(registerPages).facts)
}
