/**
 * What kind of source a fact has:
 * - `official`: a .gov or .mil page, a statute or rule, or a company's own terms for its own service;
 * - `secondary`: news, a blog, a third-party summary, used only where no official page could be read;
 * - `program`: the VHP program's own terms and sample prices (docs/decisions.md#product-spec);
 *   never "checked".
 */
/**
 * `program`: the VHP program's own figures (terms, sample prices); `advice`: our own planning
 * advice from the product description (a tip, a suggested window), which is not a figure.
 */
export type SourceKind = 'official' | 'secondary' | 'program' | 'advice'

/** Where a fact came from, what kind of source that is, and how old it is. */
export interface Sourced {
  /** An https address (the agency's own page first); "product spec" for a program figure
   * (docs/decisions.md#product-spec). */
  readonly source: string
  /** Optional only until every fact has been reviewed; the facts check requires it. */
  readonly sourceKind?: SourceKind
  /** ISO date (YYYY-MM-DD) someone read the source and found the fact there; never for `program`. */
  readonly checkedOn?: string
  /** The source's own date as it shows it, where it shows one: "news release, May 2001". */
  readonly sourceDate?: string
  /**
   * A fact that does not go stale, such as where a base is: an old source is not flagged as old
   * (issue #32 item 7). Never on a rule, a fee or a count.
   */
  readonly timeless?: true
  /** ISO date from which the fact is due for review whenever it was read: a yearly rate table's
   * next year (`npm run facts` lists it then). */
  readonly reviewFrom?: string
}

/** A link to an outside page, with the page it was found on. */
export interface SourcedLink extends Sourced {
  readonly label: string
  readonly url: string
}

/**
 * A link to an outside search or listing page: a way to look, not a fact. It states nothing to
 * check, so it has no source and is not in the register of facts.
 */
export interface SearchLink {
  readonly label: string
  readonly url: string
  readonly description?: string
}

/** A phone number as its source prints it; the tel: link is worked out from it (telHref). */
export interface SourcedPhone extends Sourced {
  readonly label: string
  readonly display: string
}
