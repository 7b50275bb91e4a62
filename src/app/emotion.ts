import createCache from '@emotion/cache'

/** One Emotion cache shape on the server and in the browser, so prerendered styles are reused. */
export function createEmotionCache() {
  return createCache({ key: 'css' })
}
