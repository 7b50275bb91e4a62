// The site's search: Pagefind's browser client (dist/pagefind/, written by
// scripts/search-index.ts) loaded on the first search, never before.
import { searchSynonyms } from '@/data/search-terms'
import { loadOnce } from '@/lib/load-once'
import { queryVariants } from '../model/query'

/** One place a query was found: the page, the section (when not the top) and an excerpt. */
export interface SearchHit {
  /** The page and section address: "/pcs-toolkit/pet-travel#…". */
  url: string
  title: string
  heading?: string
  /** Text with the matched words between <mark> and </mark>, from the index. */
  excerpt: string
}

interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
  locations?: number[]
}
interface PagefindData {
  url: string
  excerpt: string
  meta: { title?: string }
  sub_results?: PagefindSubResult[]
}
interface PagefindResult {
  id: string
  score: number
  data: () => Promise<PagefindData>
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>
}

export const SEARCH_BASE = '/pagefind/'
const MAX_HITS = 8

// A failed load (offline on a first visit) is tried again by the next search.
const loadEngine = loadOnce(async () => {
  const pagefind = (await import(/* @vite-ignore */ `${SEARCH_BASE}pagefind.js`)) as Pagefind
  // On the page's thread: its requests then go through the service worker like the page's.
  await pagefind.options({
    noWorker: true,
    excerptLength: 22,
    // Each page's keywords (search-terms.ts) count like a heading's words.
    ranking: { metaWeights: { keywords: 5 } },
  })
  await pagefind.init()
  const vocabulary = await fetch(`${SEARCH_BASE}vocabulary.json`)
    .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
    .catch(() => [])
  return { pagefind, vocabulary }
})

/** The section that matched most words, or the page's top. */
function bestSection(data: PagefindData): PagefindSubResult | undefined {
  return [...(data.sub_results ?? [])].sort(
    (a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0),
  )[0]
}

/** The pages and sections that match `raw`, best first; none for an empty or symbols-only query. */
export async function searchSite(raw: string): Promise<SearchHit[]> {
  const { pagefind, vocabulary } = await loadEngine()
  const variants = queryVariants(raw, searchSynonyms, vocabulary)
  const best = new Map<string, PagefindResult>()
  for (const variant of variants) {
    const found = await pagefind.search(variant)
    for (const result of found?.results ?? []) {
      const seen = best.get(result.id)
      if (!seen || seen.score < result.score) best.set(result.id, result)
    }
  }
  const top = [...best.values()].sort((a, b) => b.score - a.score).slice(0, MAX_HITS)
  return Promise.all(
    top.map(async (result) => {
      const data = await result.data()
      const title = data.meta.title ?? data.url
      const section = bestSection(data)
      const heading = section && section.title !== title ? section.title : undefined
      return {
        url: section?.url ?? data.url,
        title,
        heading,
        excerpt: section?.excerpt ?? data.excerpt,
      }
    }),
  )
}
