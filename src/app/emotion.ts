import createCache from '@emotion/cache'

/**
 * One Emotion cache shape on the server and in the browser, so prerendered styles are reused.
 * The prerender names its styles in `data-css-ids` (scripts/prerender.ts) rather than Emotion's
 * own attribute: Emotion would re-insert that <style> tag when it starts, and the browser would
 * parse it and restyle the page again. Marking its styles as inserted is all Emotion needs.
 */
export function createEmotionCache() {
  const cache = createCache({ key: 'css' })
  if (typeof document !== 'undefined') {
    for (const style of document.querySelectorAll<HTMLElement>('style[data-css-ids]')) {
      for (const id of style.dataset.cssIds?.split(' ') ?? []) cache.inserted[id] = true
    }
  }
  return cache
}
