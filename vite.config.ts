import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

export default defineConfig({
  plugins: [
    react(),
    // Pre-compressed copies (max quality) so the server never compresses assets per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|xml)$/,
      threshold: 1024,
    }),
  ],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // No polyfill on first load: a browser without <link rel=modulepreload> (Safari before 17)
    // still loads every chunk, only without fetching it ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Everything the first page needs in one file: gzip shares one dictionary across it,
      // which is smaller than the same code in forty small files.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
})
