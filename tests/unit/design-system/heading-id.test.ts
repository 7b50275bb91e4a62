import { describe, expect, it } from 'vitest'
import { headingId } from '@/design-system'
import { withoutGeneratedIds } from '../../../scripts/search-text'

describe('section anchors', () => {
  it('are readable and the same in every build, made from the heading text', () => {
    expect(headingId('Step by step')).toBe('step-by-step')
    expect(headingId('Cash to close: new loan')).toBe('cash-to-close-new-loan')
    expect(headingId('Hawaiʻi’s “Ohana” rules — 2026')).toBe('hawaii-s-ohana-rules-2026')
  })

  it('replace the ids React generates on headings in the search index, keeping readable ones', () => {
    const html =
      '<h2 id="_R_4lail_" class="a">BAH</h2><h3 class="b" id="_r_1_">x</h3><h2 id="step-by-step">y</h2>'
    expect(withoutGeneratedIds(html)).toBe(
      '<h2 class="a">BAH</h2><h3 class="b">x</h3><h2 id="step-by-step">y</h2>',
    )
  })
})
