import { describe, expect, it } from 'vitest'
import { htmlText, vocabulary, withKeywords } from '../../../scripts/search-text'

const page =
  '<header>Menu</header><main><h1>TLA hotels</h1><p>Temporary lodging &amp; pets</p><script>x()</script></main>'

describe('search index text', () => {
  it('adds the keywords under the h1, escaped', () => {
    expect(withKeywords(page, ['TLA', 'a<b'])).toContain(
      '</h1><p data-pagefind-weight="4">TLA, a&lt;b</p>',
    )
    expect(withKeywords(page, [])).toBe(page)
  })
  it('reads only the text of <main>', () => {
    const text = htmlText(page)
    expect(text).toContain('Temporary lodging')
    expect(text).not.toContain('Menu')
    expect(text).not.toContain('x()')
  })
  it('lists each longer word once, lower case', () => {
    expect(vocabulary(['Hotels hotels TLA lodging', 'Pets lodging'])).toEqual(['hotels', 'lodging'])
  })
})
