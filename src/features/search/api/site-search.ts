// The site's search: Pagefind's browser client (dist/pagefind/, written by
// scripts/search-index.ts) loaded on the first search, never before.
import { searchSynonyms } from '@/data/search-terms'
import { loadOnce } from '@/lib/load-once'
import { queryVariants } from '../model/query'
import { rankCandidates } from '../model/rank'

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
  content?: string
  meta: { title?: string; keywords?: string }
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
/** Results read in full to rank them (each is a small fetch). */
const MAX_CANDIDATES = 24

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
  const found = new Map<string, { result: PagefindResult; queries: string[] }>()
  for (const variant of variants) {
    const answer = await pagefind.search(variant)
    for (const result of answer?.results ?? []) {
      const seen = found.get(result.id)
      if (!seen) found.set(result.id, { result, queries: [variant] })
      else {
        seen.queries.push(variant)
        if (seen.result.score < result.score) seen.result = result
      }
    }
  }
  const top = [...found.values()]
    .sort((a, b) => b.result.score - a.result.score)
    .slice(0, MAX_CANDIDATES)
  const candidates = await Promise.all(
    top.map(async ({ result, queries }) => {
      const data = await result.data()
      const text = [data.meta.title, data.meta.keywords, data.content].filter(Boolean).join(' ')
      return { score: result.score, text, queries, data }
    }),
  )
  return rankCandidates(candidates)
    .slice(0, MAX_HITS)
    .map(({ data }) => {
      const title = data.meta.title ?? data.url
      const section = bestSection(data)
      const heading = section && section.title !== title ? section.title : undefined
      return {
        url: section?.url ?? data.url,
        title,
        heading,
        excerpt: section?.excerpt ?? data.excerpt,
      }
    })
}
