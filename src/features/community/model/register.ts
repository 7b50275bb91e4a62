import { registerPages } from '@/data/register-pages'
import { buildRegister, type FactRecord } from '@/lib/facts/register'

let built: readonly FactRecord[] | undefined

/** Every fact the site shows, built once on first use (it reads every page's data). */
export function registerFacts(): readonly FactRecord[] {
  return (built ??= buildRegister(registerPages).facts)
}

/** The register's record for a fact id from a report link, if there is one. */
export function findFact(id: string): FactRecord | undefined {
  return registerFacts().find((fact) => fact.id === id)
}
