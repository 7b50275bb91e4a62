import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

const features = ['auth', 'checklist', 'calculators', 'housing', 'toolkit', 'community']

// The layering of DEVELOPERS.md: app → features → design-system / lib / data, never upwards.
const boundaries = [
  {
    target: './src/design-system',
    from: ['./src/app', './src/features', './src/data', './src/lib'],
    message: 'The design system imports only React and MUI.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app; the app passes blocks in as slot props.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move shared logic to src/lib.',
  })),
  {
    target: ['./src/lib', './src/data'],
    from: ['./src/app', './src/features', './src/design-system'],
    message: 'lib and data sit below features and never import them.',
  },
  {
    target: './src/data',
    from: './src/lib',
    message: 'Data is plain content and constants.',
  },
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
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Home.' },
            { name: '@mui/material', message: 'Import MUI by path: @mui/material/Button.' },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
)
