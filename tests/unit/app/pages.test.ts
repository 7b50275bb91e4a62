import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pages } from '@/data/pages'
import { footerLinks, pageRoutes } from '@/app/routes'
import { sidebarGroups } from '@/app/navigation'
import { pageTableModule } from '../../../scripts/page-table'

const root = path.resolve(import.meta.dirname, '../../..')

describe('the page records', () => {
  it('name a module that exists for every page, and each address once', () => {
    for (const page of pages)
      expect(existsSync(path.join(root, page.module)), page.module).toBe(true)
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
  })

  it('reach the browser in the same order, with titles and without descriptions', () => {
    expect(pageRoutes.map((route) => [route.path, route.title])).toEqual(
      pages.map((page) => [page.path, page.title]),
    )
    expect(pageRoutes.every((route) => !('description' in route))).toBe(true)
    expect(pageTableModule()).not.toContain(pages[0].description)
    expect(pageTableModule()).not.toContain('WavingHand')
    expect(pageTableModule()).toContain('import("/src/app/pages/HomeRoute.tsx")')
  })

  it('give the footer its links in their order', () => {
    expect(footerLinks.map((link) => link.label)).toEqual([
      'Contact a VHP sponsor',
      'Suggestion box',
      'Resources',
      'Sources',
      'TLA hotels',
      'Credit calculator',
    ])
    expect(footerLinks[5]!.href).toBe('/calculators/credit')
  })

  it('give the sidebar its groups and links in their order', () => {
    expect(sidebarGroups.map((group) => group.label)).toEqual([
      'Main',
      'PCS Tools',
      'Housing Tools',
      undefined,
    ])
    expect(sidebarGroups[1]!.links.map((link) => link.href).slice(0, 3)).toEqual([
      '/pcs-toolkit/hawaii-checklist',
      '/pcs-toolkit/hawaii-schools',
      '/pcs-toolkit/vehicle-shipping',
    ])
    // A link to another site follows the pages of its group.
    expect(sidebarGroups[2]!.links.at(-1)).toMatchObject({
      label: 'Search new construction',
      external: true,
    })
  })
})
