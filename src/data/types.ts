/** Where a fact came from: a URL (the agency's own page first) or "product spec". */
export interface Sourced {
  readonly source: string
  /** ISO date (YYYY-MM-DD) the source was last read; required for fees, deadlines and rules. */
  readonly checkedOn?: string
}

/** A link to an outside page, with the page it was found on. */
export interface SourcedLink extends Sourced {
  readonly label: string
  readonly url: string
}
