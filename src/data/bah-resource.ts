// DoD's BAH page: what BAH is for, with the link to the rate lookup. Its own module so the BAH
// page does not load every installation's details (installations.ts re-exports it).
import type { SourcedLink } from './types'

/** DoD BAH page with the official BAH calculator link. */
export const BAH_RESOURCE: SourcedLink & { readonly description: string } = {
  label: 'Basic Allowance for Housing (BAH) calculator',
  url: 'https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/',
  description:
    'BAH is paid in all 50 states, Hawaii included, when government quarters are not provided. It is not meant to cover every housing cost. Look up your rate with the DoD BAH calculator.',
  source: 'https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/',
  sourceKind: 'official',
  checkedOn: '2026-11-23',
}
