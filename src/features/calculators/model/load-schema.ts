import type * as SchemaModule from './assumption-schema'

export type AssumptionSchemaModule = typeof SchemaModule

let loaded: AssumptionSchemaModule | undefined
let loading: Promise<AssumptionSchemaModule> | undefined

/**
 * The assumption form's schema (and Zod with it), loaded once on first need so the page's first
 * load does not carry it. A failed load is tried again on the next call.
 */
export function loadAssumptionSchema(): Promise<AssumptionSchemaModule> {
  return (loading ??= import('./assumption-schema').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))
}

/** The schema once loaded, for a render that must not wait (a shared link filling the form). */
export function loadedAssumptionSchema(): AssumptionSchemaModule | undefined {
  return loaded
}
