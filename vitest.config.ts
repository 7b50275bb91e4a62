import { defineConfig, mergeConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import viteConfig from './vite.config'
import { chromiumArgs, chromiumPath } from './chromium'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // One jsdom per worker, not per file (62 s → 25 s); tests/unit/setup.ts clears what
            // a file leaves stored. Checked with --sequence.shuffle.
            isolate: false,
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: `${import.meta.dirname}/.storybook` })],
          // Modules loaded lazily at run time: pre-bundle them up front, so Vite does not find them
          // mid-run, re-optimize and reload the browser under the running stories.
          optimizeDeps: {
            include: [
              '@supabase/supabase-js',
              '@mui/x-charts/BarChart',
              '@mui/x-charts/LineChart',
              'ics',
              '@tanstack/react-query',
              'react-router-dom',
            ],
          },
          test: {
            name: 'storybook',
            // One browser page for every story file, not one each (92 s → 61 s); each story
            // still renders into a fresh root and is unmounted after.
            isolate: false,
            setupFiles: ['.storybook/vitest.setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
)
