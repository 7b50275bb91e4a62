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
