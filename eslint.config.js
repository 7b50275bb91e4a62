import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

const features = ['auth', 'checklist', 'calculators', 'housing', 'toolkit', 'community', 'search']

// MUI's barrels pull in everything (and crawl slowly in dev): import by path.
const muiPaths = [
  { name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Home.' },
  { name: '@mui/material', message: 'Import MUI by path: @mui/material/Button.' },
]

// The layering of DEVELOPERS.md: app → features → design-system / lib / data, never upwards.
// Code crosses folders through the '@/' alias, so the rules read the import text; climbing
// out of a folder with '../../' is refused for the same reason.
function layer(files, patterns) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { paths: muiPaths, patterns }] },
  }
}
const noClimbing = {
  group: ['../../*', '../../../*'],
  message: "Import across folders through '@/…', so the layering rules can see it.",
}
const boundaries = [
  layer(
    ['src/design-system/**/*.{ts,tsx}'],
    [
      {
        group: ['@/*', '!@/design-system', '!@/design-system/**', '!@/format'],
        message: 'The design system imports only React, MUI and the format layer (@/format).',
      },
      { group: ['../../../*'], message: 'The design system imports only React and MUI.' },
    ],
  ),
  ...features.map((feature) =>
    layer(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [
        {
          group: ['@/app', '@/app/**'],
          message: 'Features never import the app; the app passes blocks in as slot props.',
        },
        {
          group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
          message: 'A feature never imports another feature: move shared logic to src/lib.',
        },
        noClimbing,
      ],
    ),
  ),
  layer(
    ['src/lib/**/*.{ts,tsx}'],
    [
      {
        group: ['@/app', '@/app/**', '@/features/**', '@/design-system', '@/design-system/**'],
        message: 'lib sits below the features and the design system and never imports them.',
      },
      noClimbing,
    ],
  ),
  layer(
    ['src/data/**/*.{ts,tsx}'],
    [
      {
        group: ['@/*', '!@/data', '!@/data/**', '!@/format'],
        message: 'Data is plain content and constants: it imports only the format layer.',
      },
      noClimbing,
    ],
  ),
  // The bottom layer every other may import: it imports nothing of the site.
  layer(
    ['src/format/**/*.{ts,tsx}'],
    [
      { group: ['@/*'], message: 'The format layer imports nothing of the site.' },
      { group: ['../*'], message: 'The format layer imports nothing of the site.' },
    ],
  ),
  layer(['src/app/**/*.{ts,tsx}'], [noClimbing]),
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.data',
      '.build',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks live in .ts files too (useSendForm.ts, usePageRoute.ts, …).
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...boundaries,
  ...storybook.configs['flat/recommended'],
  prettier,
)
