import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { pageRoutes } from '../../src/app/routes'
import { openPage } from './helpers'

for (const route of pageRoutes) {
  test(`${route.path} has no axe violations`, async ({ page }) => {
    await openPage(page, route.path)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    expect(summary).toEqual([])
  })
}
