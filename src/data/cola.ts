// What Overseas COLA is, for the BAH page only: its own module, so the pages that show the BAH
// link (home, base housing) do not load it.
import type { SourcedLink } from './types'

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
