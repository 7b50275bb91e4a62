// What Overseas COLA is, for the BAH page only: its own module, so the pages that show the BAH
// link (home, base housing) do not load it.
import type { SourcedLink } from './types'

/**
 * What Overseas COLA is, and that this site shows no COLA rate: no current official index could
 * be read (issue #33), and a figure from a secondary page is not shown.
 */
export const COLA_RESOURCE: SourcedLink & { readonly description: string } = {
  label: 'DTMO: Overseas Cost of Living Allowance',
  url: 'https://www.travel.dod.mil/Allowances/Overseas-Cost-of-Living-Allowance/',
  description:
    'Overseas COLA (cost-of-living allowance) is separate from BAH: a non-taxable allowance that offsets higher prices of non-housing goods and services outside the continental United States (OCONUS), Hawaii included. It does not reimburse expenses. We do not show a COLA rate here; look yours up with DTMO.',
  // DTMO's current page; its old FAQ (defensetravel.dod.mil, no longer updated) said the same.
  source: 'https://www.travel.dod.mil/Allowances/Overseas-Cost-of-Living-Allowance/',
  sourceKind: 'official',
  checkedOn: '2026-11-29',
}
