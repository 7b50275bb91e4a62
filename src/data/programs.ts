/** VHP Programs page: the three benefit cards and the contact call to action. */
import type { Sourced } from './types'
import { formatDollars, formatPercent } from '@/format'
import {
  NEW_CONSTRUCTION_CREDIT_EXAMPLE,
  NEW_CONSTRUCTION_CREDIT_RATE,
  PROGRAMS_NEW_BUILD_SLIDER,
  PROPERTY_MANAGEMENT_FEE,
  STANDARD_MANAGEMENT_FEE,
  VETERAN_CREDIT_PER_100K,
  VETERAN_CREDIT_SLIDER,
  type PriceSliderRange,
} from './calculator-numbers'
import { CONTACT_BUTTON_TEXT, CONTACT_ROUTE, type InternalLink } from './contact-links'

export const PROGRAM_NAME = 'VHP Programs'
export const PROGRAM_FULL_NAME = 'Veteran Home Program'

export interface ProgramBenefitCard extends Sourced {
  readonly id: 'veteran-credit' | 'property-management' | 'new-build'
  readonly title: string
  readonly description: string
  /** The rate in words; every page that shows a credit states it. */
  readonly rateText: string
  /** Cards with a price slider and computed credit. */
  readonly slider?: PriceSliderRange
}

/** Exactly three benefit cards. */
export const PROGRAM_BENEFITS: readonly ProgramBenefitCard[] = [
  {
    id: 'veteran-credit',
    title: 'Veteran credit',
    description:
      'When you buy a home through the program, you receive a credit based on the price. Slide to your price to see it.',
    rateText: `${formatDollars(VETERAN_CREDIT_PER_100K)} for every $100,000 of the home price`,
    slider: VETERAN_CREDIT_SLIDER,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    id: 'property-management',
    title: `${formatPercent(PROPERTY_MANAGEMENT_FEE)} property management`,
    description:
      'Keeping your Hawaii home when you PCS out? Program property management costs less than the usual fee.',
    rateText: `${formatPercent(PROPERTY_MANAGEMENT_FEE)} instead of the ${formatPercent(STANDARD_MANAGEMENT_FEE)} standard`,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    id: 'new-build',
    title: 'New build program',
    description: `Buying a newly built home? You receive ${formatPercent(NEW_CONSTRUCTION_CREDIT_RATE)} of the price toward closing costs, in addition to the veteran credit. For example, a ${formatDollars(NEW_CONSTRUCTION_CREDIT_EXAMPLE.price)} home earns ${formatDollars(NEW_CONSTRUCTION_CREDIT_EXAMPLE.credit)} toward closing costs.`,
    rateText: `${formatPercent(NEW_CONSTRUCTION_CREDIT_RATE)} of the price toward closing costs, plus ${formatDollars(VETERAN_CREDIT_PER_100K)} per $100,000`,
    slider: PROGRAMS_NEW_BUILD_SLIDER,
    source: 'product spec',
    sourceKind: 'program',
  },
]

export const PROGRAMS_CONTACT_CTA: {
  readonly title: string
  readonly text: string
  readonly button: InternalLink
} = {
  title: 'Questions about the program?',
  text: 'Your VHP sponsor can walk you through the credits, introduce you to VA lenders, and answer questions about your move.',
  button: { label: CONTACT_BUTTON_TEXT, to: CONTACT_ROUTE },
}
