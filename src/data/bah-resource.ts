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

/**
 * What Overseas COLA is, and that this site shows no COLA rate: no current official index could
 * be read (issue #33), and a figure from a secondary page is not shown.
 */
export const COLA_RESOURCE: SourcedLink & { readonly description: string } = {
  label: 'DTMO: Overseas COLA questions and answers',
  url: 'https://www.defensetravel.dod.mil/site/faqcola.cfm',
  description:
    'Overseas COLA (cost-of-living allowance) is separate from BAH: DoD pays it to offset high costs of non-housing goods and services when you are stationed overseas, Alaska and Hawaii included. It does not reimburse expenses. We do not show a COLA rate here; look yours up with DTMO.',
  source: 'https://www.defensetravel.dod.mil/site/faqcola.cfm',
  sourceKind: 'official',
  checkedOn: '2026-11-29',
}
