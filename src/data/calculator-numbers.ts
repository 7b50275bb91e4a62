/**
 * Program credit rates, slider ranges and assumption-calculator defaults
 * (docs/decisions.md#s-4, #s-9, #d-04).
 */
import { formatPercent, groupDigits } from '@/format'
import type { Sourced } from './types'

/** A number the site uses, with where it came from and, where useful, why this value. */
export interface SourcedNumber extends Sourced {
  readonly value: number
  readonly note?: string
}

/** A price slider: whole dollars. Keyboard PageUp/PageDown and Shift+arrows move ten steps. */
export interface PriceSliderRange extends Sourced {
  readonly min: number
  readonly max: number
  readonly step: number
  readonly defaultValue: number
}

/** A short tip shown next to a calculator. */
export interface SourcedTip extends Sourced {
  readonly text: string
}

/**
 * Veteran credit: ONE rate, $500 for every $100,000 of home price (price / 100000 * 500).
 * The product brief records two readings (500 and 625); docs/decisions.md#d-04 fixes 500 so no
 * page ever promises more than the program pays. Every page that shows the credit uses this constant.
 */
export const VETERAN_CREDIT_PER_100K = 500

/** New construction credit: 1% of price toward closing costs, in addition to the veteran credit. */
export const NEW_CONSTRUCTION_CREDIT_RATE = 0.01

/** VHP property management fee (8%) versus the standard fee it is compared with (10%). */
export const PROPERTY_MANAGEMENT_FEE = 0.08
export const STANDARD_MANAGEMENT_FEE = 0.1

/** The spec's own new-construction example: a $950,000 home earns $9,500 toward closing costs. */
export const NEW_CONSTRUCTION_CREDIT_EXAMPLE = {
  price: 950_000,
  credit: 9_500,
  source: 'product spec',
  sourceKind: 'program',
} as const

/** Where each program rate comes from. */
export const CREDIT_FACTS = {
  veteranCredit: {
    value: VETERAN_CREDIT_PER_100K,
    source: 'product spec',
    sourceKind: 'program',
    note: `The program’s terms name both $500 and $625 per $100,000; this site uses one rate, $${VETERAN_CREDIT_PER_100K} per $100,000, so it never promises more than the program pays.`,
  },
  newConstructionCredit: {
    value: NEW_CONSTRUCTION_CREDIT_RATE,
    source: 'product spec',
    sourceKind: 'program',
    note: `The program’s terms: ${formatPercent(NEW_CONSTRUCTION_CREDIT_RATE)} of the sales price toward closing costs, in addition to the veteran credit (${groupDigits(NEW_CONSTRUCTION_CREDIT_EXAMPLE.price)} gives ${groupDigits(NEW_CONSTRUCTION_CREDIT_EXAMPLE.credit)}).`,
  },
  propertyManagementFee: {
    value: PROPERTY_MANAGEMENT_FEE,
    source: 'product spec',
    sourceKind: 'program',
    note: `The program’s terms: a property management fee of ${formatPercent(PROPERTY_MANAGEMENT_FEE)} versus the ${formatPercent(STANDARD_MANAGEMENT_FEE)} standard.`,
  },
  standardManagementFee: {
    value: STANDARD_MANAGEMENT_FEE,
    source: 'product spec',
    sourceKind: 'program',
    note: `The program’s terms: the ${formatPercent(STANDARD_MANAGEMENT_FEE)} standard the ${formatPercent(PROPERTY_MANAGEMENT_FEE)} fee is compared with.`,
  },
} as const satisfies Record<string, SourcedNumber>

/** PageUp/PageDown and Shift+arrow move ten steps at a time (docs/decisions.md#s-9-sliders). */
export const SLIDER_LARGE_STEP_MULTIPLIER = 10

/** Veteran credit calculator (/calculators/credit) home price slider. */
export const VETERAN_CREDIT_SLIDER: PriceSliderRange = {
  min: 100_000,
  max: 2_000_000,
  step: 10_000,
  defaultValue: 750_000,
  source: 'product spec',
  sourceKind: 'program',
}

/** New build program slider on /programs. */
export const PROGRAMS_NEW_BUILD_SLIDER: PriceSliderRange = {
  min: 200_000,
  max: 2_000_000,
  step: 10_000,
  defaultValue: 950_000,
  source: 'product spec',
  sourceKind: 'program',
}

/** Price slider on /housing/new-construction. */
export const NEW_CONSTRUCTION_SLIDER: PriceSliderRange = {
  min: 250_000,
  max: 3_000_000,
  step: 10_000,
  defaultValue: 500_000,
  source: 'product spec',
  sourceKind: 'program',
}

/**
 * Assumption calculator defaults (docs/decisions.md#s-5, #s-9-loan-calculator). Rates in
 * percent, terms in years.
 */
export interface AssumptionCalculatorDefaults extends Sourced {
  readonly gapRatePercent: number
  readonly gapTermYears: number
  readonly assumedTermYears: number
  readonly newTermYears: number
  readonly downPayment: number
  readonly monthlyHoa: number
  readonly monthlyTaxes: number
  readonly monthlyInsurance: number
  /** Step of the rate inputs. */
  readonly rateStep: number
}

export const ASSUMPTION_CALCULATOR_DEFAULTS: AssumptionCalculatorDefaults = {
  gapRatePercent: 9.5,
  gapTermYears: 30,
  assumedTermYears: 30,
  newTermYears: 30,
  downPayment: 0,
  monthlyHoa: 0,
  monthlyTaxes: 0,
  monthlyInsurance: 0,
  rateStep: 0.01,
  source: 'product spec',
  sourceKind: 'program',
}

// No share of the price or rate range is given for gap loans: those are other lenders' terms,
// not the program's (issue 31, item 4), so the calculator sends the visitor to their quotes.
export const ASSUMPTION_CALCULATOR_TIPS: readonly SourcedTip[] = [
  {
    text: 'Gap financing is a second loan from another lender. Ask the gap lender how much of the price it will lend on your home, and at what rate.',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    text: 'Try a few gap loan rates, from the quotes lenders give you, to see how your payment changes.',
    source: 'product spec',
    sourceKind: 'program',
  },
]
