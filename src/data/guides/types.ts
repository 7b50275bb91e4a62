// The shape of a PCS guide (pets, firearms, vehicles, boats).
import type { SiteHref } from '../pages'
import type { Sourced, SourcedLink } from '../types'

export type GuideId = 'pets' | 'firearms' | 'vehicles' | 'boats'

/** One step of a guide, in order. */
export interface GuideStep extends Sourced {
  readonly title: string
  readonly detail: string
  /** When to do it, relative to the move, e.g. "4–6 months before". */
  readonly timing?: string
}

/** A cost or allowance. Money changes, so the date it was read is required. */
export interface GuideCost extends Sourced {
  readonly label: string
  readonly amount: string
  readonly checkedOn: string
  /** Where another source (or docs/decisions.md#product-spec) gives a different figure. */
  readonly note?: string
}

/** A document to gather. */
export interface GuideDocument extends Sourced {
  readonly name: string
  readonly detail?: string
}

/** A deadline or hard rule. Rules change, so the date it was read is required. */
export interface GuideDeadline extends Sourced {
  readonly label: string
  readonly when: string
  readonly checkedOn: string
  readonly note?: string
}

/** A link to another page of this site. */
export interface InternalLink {
  readonly label: string
  readonly to: SiteHref
}

/** A port or vehicle processing center. */
export interface Port extends Sourced {
  readonly name: string
  readonly location: string
  readonly transit?: string
  readonly notes?: string
}

/** A shipping company (or airline). */
export interface ShippingCompany extends Sourced {
  readonly name: string
  readonly description: string
  readonly phone?: string
  readonly email?: string
  readonly website?: string
  readonly notes?: string
}

/** An office to call or visit. */
export interface GuideContact extends Sourced {
  readonly name: string
  readonly description: string
  readonly address?: string
  readonly phone?: string
  readonly email?: string
  readonly hours?: string
  readonly website?: string
  readonly notes?: string
}

/** A section of rules of its own (animals Hawaii prohibits, keeping a firearm before it is
 * registered), shown after the steps. */
export interface GuideSection {
  readonly title: string
  readonly description?: string
  readonly rules: readonly GuideDeadline[]
}

export interface Guide {
  readonly id: GuideId
  readonly route: string
  readonly title: string
  readonly intro: string
  readonly steps: readonly GuideStep[]
  /** Rules a family can break without knowing, each in a section of its own. */
  readonly sections?: readonly GuideSection[]
  readonly costs: readonly GuideCost[]
  readonly documents: readonly GuideDocument[]
  readonly deadlines: readonly GuideDeadline[]
  readonly officialLinks: readonly SourcedLink[]
  readonly internalLinks: readonly InternalLink[]
  readonly contacts: readonly GuideContact[]
  readonly shippingCompanies: readonly ShippingCompany[]
  readonly ports: readonly Port[]
  /** Airlines with sourced pet policies; none could be sourced yet. */
  readonly airlines: readonly ShippingCompany[]
}
