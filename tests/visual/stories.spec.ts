import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { useSharedPage } from '../e2e/helpers'

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

// One page for every story: the preview loads once and each story after the first is rendered
// in place (Storybook's own story switch, as its sidebar does), which takes a fraction of a
// fresh load. Storybook unmounts the previous story before rendering the next.
const shared = useSharedPage()
let previewLoaded = false

interface Preview {
  currentRender?: { id?: string; phase?: string }
  channel: { emit: (event: string, payload: unknown) => void }
}

async function showStory(id: string) {
  const page = shared.page()
  if (!previewLoaded) {
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`)
    previewLoaded = true
  } else {
    await page.evaluate((storyId) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview })
        .__STORYBOOK_PREVIEW__
      preview.channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
    }, id)
  }
  // Wait until this story has rendered and its play function (if any) has finished.
  await page.waitForFunction((storyId) => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
      ?.currentRender
    return (
      render?.id === storyId && ['completed', 'finished', 'played'].includes(render.phase ?? '')
    )
  }, id)
  await page.evaluate(() => window.scrollTo(0, 0))
}

for (const story of stories) {
  test(`story ${story.id} looks as approved`, async () => {
    const mobile = story.id.endsWith('--mobile')
    const page = shared.page()
    await page.setViewportSize(mobile ? { width: 375, height: 800 } : { width: 1280, height: 800 })
    await showStory(story.id)
    await page.evaluate(() => document.fonts.ready)
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true })
  })
}
