import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'

interface IndexEntry {
  id: string
  type: 'story' | 'docs'
  tags?: string[]
}

const port = Number(process.env.E2E_PORT ?? 3100) + 1
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>
}
// Stories tagged no-visual show transient things (toasts) that a still picture cannot pin down.
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
)

// One page for every story: the preview's scripts stay in its cache, so each story loads in a
// fraction of the time a fresh browser context takes. Each story still gets a fresh document.
let page: Page
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
})
test.afterAll(async () => {
  await page.close()
})

for (const story of stories) {
  test(`story ${story.id} looks as approved`, async () => {
    const mobile = story.id.endsWith('--mobile')
    await page.setViewportSize(mobile ? { width: 375, height: 800 } : { width: 1280, height: 800 })
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story`)
    // Wait until the story has rendered and its play function (if any) has finished.
    await page.waitForFunction(() => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
      ).__STORYBOOK_PREVIEW__
      return ['completed', 'finished', 'played'].includes(preview?.currentRender?.phase ?? '')
    })
    await page.evaluate(() => document.fonts.ready)
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true })
  })
}
