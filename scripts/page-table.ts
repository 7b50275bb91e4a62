// The browser's route tables, built from src/data/pages.ts as virtual modules. Each keeps only
// the fields its code needs: descriptions (prerendering and search) would add a kilobyte to
// every page's first load, and the sidebar's labels and icons load with the sidebar, later.
import type { Plugin } from 'vite'
import { NOT_FOUND_MODULE, pages } from '../src/data/pages'

const loader = (module: string) => `() => import(${JSON.stringify(`/${module}`)})`
const json = (value: unknown) => JSON.stringify(value)

/** `virtual:page-table`: each page's path and title with a loader, and the footer's links. */
export function pageTableModule(): string {
  // The fields as JSON, then the loader: an import() Vite splits into the page's own chunk.
  const routes = pages.map(
    ({ path, title, module }) =>
      `  ${json({ path, title }).slice(0, -1)},"load":${loader(module)}}`,
  )
  const footer = pages
    .flatMap(({ path, footer }) => (footer ? [{ ...footer, href: path }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ label, href }) => ({ label, href }))
  return [
    `export const pageRoutes = [\n${routes.join(',\n')}\n]`,
    `export const loadNotFound = ${loader(NOT_FOUND_MODULE)}`,
    `export const footerLinks = ${json(footer)}`,
    '',
  ].join('\n')
}

/** `virtual:page-nav`: the sidebar link of each page that has one. */
export function pageNavModule(): string {
  return `export const pageNav = ${json(pages.flatMap(({ path, nav }) => (nav ? [{ path, nav }] : [])))}\n`
}

/** `virtual:page-search`: what the search page lists of every other page. */
export function pageSearchModule(): string {
  const listed = pages.filter((page) => page.path !== '/search')
  return `export const searchPages = ${json(listed.map(({ path, title, description }) => ({ path, title, description })))}\n`
}

const modules: Record<string, () => string> = {
  'virtual:page-table': pageTableModule,
  'virtual:page-nav': pageNavModule,
  'virtual:page-search': pageSearchModule,
}

export function pageTable(): Plugin {
  return {
    name: 'page-table',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? modules[id.slice(1)]?.() : undefined),
  }
}
