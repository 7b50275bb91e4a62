import { loadOnce } from '@/lib/load-once'
import type * as SchemaModule from './assumption-schema'

export type AssumptionSchemaModule = typeof SchemaModule

const load = loadOnce(() => import('./assumption-schema'))

/**
 * The assumption form's schema (and Zod with it), loaded once on first need so the page's first
 * load does not carry it. A failed load is tried again on the next call.
 */
export function loadAssumptionSchema(): Promise<AssumptionSchemaModule> {
  return load()
}

/** The schema once loaded, for a render that must not wait (a shared link filling the form). */
export function loadedAssumptionSchema(): AssumptionSchemaModule | undefined {
  return load.loaded()
}
