import type { ForumCategory, ForumQuestion } from '@/data/community'

// "pets" finds "Pet-friendly", "schools" finds "school".
const singular = (word: string) => (word.length > 3 ? word.replace(/s$/, '') : word)

/** True when every word of the query appears in one of the texts (case and accents ignored). */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
  const haystack = fold(texts.join(' '))
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(singular(word)))
}

export interface ForumResults {
  categories: readonly ForumCategory[]
  questions: readonly ForumQuestion[]
}

/** The categories and questions the forum's search box leaves shown. */
export function searchForum(query: string, all: ForumResults): ForumResults {
  return {
    categories: all.categories.filter((c) => matchesQuery(query, [c.title, c.description])),
    questions: all.questions.filter((q) => matchesQuery(query, [q.title])),
  }
}

/** What the search found, for the status line under the search box. */
export function describeResults(query: string, found: ForumResults): string {
  const { categories, questions } = found
  if (categories.length === 0 && questions.length === 0) {
    return `No categories or questions match “${query.trim()}”. Try another word.`
  }
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return `${count(categories.length, 'category', 'categories')} and ${count(questions.length, 'question', 'questions')} match “${query.trim()}”.`
}
