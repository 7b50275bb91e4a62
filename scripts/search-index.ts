// After prerendering: Pagefind indexes each page's <main> into dist/pagefind/, in fragments the
// browser fetches only when a query needs them. Each page's index entry also gets its keywords
// (src/data/search-terms.ts), and dist/pagefind/vocabulary.json lists the site's longer words so
// a query with one typo can be corrected in the browser.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { pageKeywords, searchSynonyms } from '../src/data/search-terms'
import { pages } from '../src/data/pages'
import { htmlText, vocabulary, withKeywords, withoutGeneratedIds } from './search-text'

if (process.env.PRERENDER === 'off') {
  console.log('PRERENDER=off: no prerendered pages to index for search.')
  process.exit(0)
}

const root = path.resolve(import.meta.dirname, '..')
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'))
// Not worth finding: the search page itself and the sign-in form. The register of sources repeats
// every page's facts out of context: a search should lead to the page that explains them.
const skipped = new Set(['/search', '/auth', '/sources'])

const { index, errors } = await pagefind.createIndex({ rootSelector: 'main', forceLanguage: 'en' })
if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`)

const texts: string[] = searchSynonyms.flatMap((s) => [s.short, ...s.meaning])
for (const { path: route } of pages) {
  if (skipped.has(route)) continue
  const file = path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)
  const html = await readFile(file, 'utf8')
  const keywords = pageKeywords[route] ?? []
  const added = await index.addHTMLFile({
    url: route,
    content: withKeywords(withoutGeneratedIds(html), keywords),
  })
  if (added.errors.length) throw new Error(`${route}: ${added.errors.join('; ')}`)
  texts.push(htmlText(html), ...keywords)
}
const written = await index.writeFiles({ outputPath: path.join(dist, 'pagefind') })
if (written.errors.length) throw new Error(written.errors.join('; '))
const words = vocabulary(texts)
await writeFile(path.join(dist, 'pagefind/vocabulary.json'), JSON.stringify(words))
await pagefind.close()
console.log(`Indexed ${pages.length - skipped.size} pages for search (${words.length} words).`)
