/** New construction page: search links, benefits lists and what-to-expect notes. */
import type { SearchLink, Sourced } from './types'
import { NEW_CONSTRUCTION_CREDIT_RATE, VETERAN_CREDIT_PER_100K } from './calculator-numbers'
import { NEW_CONSTRUCTION_SEARCH_URL } from './new-construction-search'

const HOOPILI_2016 =
  'https://www.staradvertiser.com/2016/09/08/business/business-breaking/d-r-horton-breaks-ground-on-11750-home-hoopili-development'
const KOA_RIDGE_2020 =
  'https://staradvertiser.com/2020/06/28/hawaii-news/koa-ridge-to-finally-offer-homes-for-sale-in-july'

export { NEW_CONSTRUCTION_SEARCH_URL }

export const NEW_CONSTRUCTION_SEARCH: SearchLink & { readonly description: string } = {
  label: 'Search new construction on Oahu',
  url: NEW_CONSTRUCTION_SEARCH_URL,
  description: 'New and to-be-built homes for sale across Oahu. Opens Realtor.com in a new tab.',
}

export interface SourcedPoint extends Sourced {
  readonly text: string
  readonly seeAlso?: readonly string[]
}

const percent = (rate: number): string => `${Math.round(rate * 100)}%`

/** What the VHP program adds when you buy new. */
export const NEW_CONSTRUCTION_PROGRAM_BENEFITS: readonly SourcedPoint[] = [
  {
    text: `${percent(NEW_CONSTRUCTION_CREDIT_RATE)} of the price toward your closing costs on a new build`,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    text: `Plus the veteran credit: $${VETERAN_CREDIT_PER_100K} for every $100,000 of the price`,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    text: 'Your VHP sponsor can introduce you to lenders who work with VA buyers',
    source: 'product spec',
    sourceKind: 'program',
  },
]

/** Why families consider a new home with a VA loan. */
export const NEW_CONSTRUCTION_HOME_BENEFITS: readonly SourcedPoint[] = [
  {
    text: 'You can use your VA home loan benefit to buy or build a home you will live in.',
    source: 'https://www.benefits.va.gov/homeloans/purchasecashout.asp',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    text: 'With full entitlement there is no county loan limit, so a higher new-home price does not by itself mean a down payment. Your lender still decides how much you can borrow.',
    source: 'https://www.benefits.va.gov/homeloans/purchaseco_loan_limits.asp',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    text: 'Oahu’s big new communities are planned with parks, schools and shops: Ho‘opili plans 11,750 homes, five schools, commercial space and farmland on the Ewa Plain; Koa Ridge plans 3,500 homes in Central Oahu.',
    source: HOOPILI_2016,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    sourceDate: 'Star-Advertiser, Sept 8, 2016',
    seeAlso: [KOA_RIDGE_2020],
  },
]

/** A what-to-expect note: facts carry a source; plain advice has none. */
export interface ExpectationNote extends Partial<Sourced> {
  readonly text: string
}

/** What to expect when buying new. */
export const NEW_CONSTRUCTION_EXPECTATIONS: readonly ExpectationNote[] = [
  {
    // No typical build time is claimed: a market figure with no source (issue 31, item 4).
    text: 'How long building takes depends on the builder and the project. Ask the builder for a written completion estimate before you sign.',
  },
  {
    text: 'Plan where you will live in the meantime: temporary lodging (TLA) or a short lease may have to cover the gap after you arrive.',
  },
  {
    text: 'Sales can open before homes are built: in 2020 Koa Ridge offered its first homes before foundations were poured and before model homes were finished.',
    source: KOA_RIDGE_2020,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    sourceDate: 'Star-Advertiser, June 28, 2020',
  },
  {
    text: 'Some homes are set aside as affordable for local households with low to moderate incomes: 30% of Ho‘opili’s homes under its agreement with the city. Ask which homes are open to you.',
    source: HOOPILI_2016,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    sourceDate: 'Star-Advertiser, Sept 8, 2016',
  },
  {
    text: 'If orders could change before the home is done, ask the builder what happens to your deposit and put the answer in the contract.',
  },
]
