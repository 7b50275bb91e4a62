// What an installation's own official page tells a newcomer to do about TLA (issue 34: the TLA
// and housing office steps per service, only what an official page says). Kept per installation
// of the one list (hawaii-installations.ts); an installation missing here has no such page we
// could read, and the checklist says to ask its TLA office. Both pages below were read on Nov 29
// through the search tool's stored copies.
import type { Sourced } from './types'

export interface TlaStep extends Sourced {
  readonly text: string
}

/** Steps by installation id, in the order a newcomer takes them. */
export const TLA_STEPS: Readonly<Partial<Record<string, readonly TlaStep[]>>> = {
  'kaneohe-bay': [
    {
      text: 'Check in with your personnel office (IPAC) and the TLA Office for a TLA brief.',
      source:
        'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/Temporary-Lodging-Allowance/',
      sourceKind: 'official',
      checkedOn: '2026-11-29',
    },
    {
      text: 'Do not lock in off-base community housing before you check in at the TLA Office: TLA is forfeited if you do.',
      source:
        'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing',
      sourceKind: 'official',
      checkedOn: '2026-11-29',
    },
  ],
}
