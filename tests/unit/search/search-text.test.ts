import { describe, expect, it } from 'vitest'
import { htmlText, vocabulary, withKeywords } from '../../../scripts/search-text'

const page =
  '<header>Menu</header><main><h1>TLA hotels</h1><p>Temporary lodging &amp; pets</p><script>x()</script></main>'

describe('search index text', () => {
  it('adds the keywords under the h1 as hidden metadata, escaped and without commas', () => {
    expect(withKeywords(page, ['TLA', 'a<b, "c"'])).toContain(
      '</h1><span hidden data-pagefind-meta="keywords:TLA a&lt;b  &quot;c&quot;"></span>',
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
