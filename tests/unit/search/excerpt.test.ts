import { describe, expect, it } from 'vitest'
import { excerptParts } from '@/features/search/model/excerpt'

describe('excerptParts', () => {
  it('keeps the marked words apart from the rest', () => {
    expect(excerptParts('Rabies <mark>quarantine</mark> rules')).toEqual([
      { text: 'Rabies ', mark: false },
      { text: 'quarantine', mark: true },
      { text: ' rules', mark: false },
    ])
  })
  it('decodes entities and drops any other tag, so nothing becomes HTML', () => {
    expect(excerptParts('Fees &amp; <b>rules</b> &lt;script&gt;')).toEqual([
      { text: 'Fees & rules <script>', mark: false },
    ])
  })
})
