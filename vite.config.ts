import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'

export default defineConfig({
  plugins: [
    react(),
    // A service worker that keeps what a visitor has opened, so a page read before still opens
    // without signal. Nothing is downloaded ahead: hotel Wi-Fi and phone data are precious.
    VitePWA({
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: [],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // Take over the open page at once, so the page being read is kept from the first visit.
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Pages: the network when it answers within 4 s, else the copy from the last visit.
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 60 },
            },
          },
          {
            // Hashed files never change: from the cache once fetched.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 },
            },
          },
        ],
      },
    }),
    // Pre-compressed copies (max quality) so the server never compresses assets per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|xml)$/,
      threshold: 1024,
    }),
  ],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
})
