import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

const root = import.meta.dirname
const at = (...parts) => path.join(root, ...parts)

// Every folder in src/features is a feature: a new one is fenced the day it is created.
const features = fs
  .readdirSync(at('src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// MUI's barrels pull in everything (and crawl slowly in dev): import by path. Package names
// are text, so this one rule still reads the import text.
const muiPaths = [
  { name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Home.' },
  { name: '@mui/material', message: 'Import MUI by path: @mui/material/Button.' },
]

// The "use X, not Y" habits that keep each page under its first-load budget
// (docs/architecture.md#performance-rules-and-why), each with the reason in its message.
const budgetPaths = [
  {
    name: '@mui/material/TextField',
    message:
      'Use TextInput from @/design-system: TextField also imports the menu Select (Popover, Modal, MenuList), 20 KB more on every page with a form.',
  },
  {
    name: '@mui/material/Chip',
    message: 'Use Tag from @/design-system: Chip adds 2.5 KB to every page that shows one.',
  },
  {
    name: 'zod',
    message:
      "Import z from '@/lib/zod': it turns Zod's JIT off, which needs eval, and the CSP forbids eval.",
  },
]
const budgetImports = (paths) => [
  'error',
  {
    paths: [...muiPaths, ...paths],
    patterns: [{ group: ['zod/*'], message: budgetPaths[2].message }],
  },
]
const budget = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': budgetImports(budgetPaths) },
  },
]

// The layers (docs/architecture.md#layers): app → features → design-system / lib / data →
// format, never upwards and never sideways between features. The zones below are checked on the file an import resolves to (through
// tsconfig's '@/…' alias or a relative path alike), so '../../lib/zod' is caught as surely
// as '@/lib/zod'. Paths are relative to this folder.
const layers = [
  {
    target: 'src/design-system',
    from: ['src/app', 'src/features', 'src/data'],
    message: 'The design system imports only React, MUI, the format layer and load-once.',
  },
  {
    // loadOnce imports nothing: the one lazy loader the whole site shares.
    target: 'src/design-system',
    from: 'src/lib',
    except: ['./load-once.ts'],
    message: 'The design system imports only React, MUI, the format layer and load-once.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'Features never import the app; the app passes blocks in as slot props.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move shared logic to src/lib.',
  })),
  {
    target: 'src/lib',
    from: ['src/app', 'src/features', 'src/design-system'],
    message: 'lib sits below the features and the design system and never imports them.',
  },
  {
    target: 'src/data',
    from: ['src/app', 'src/features', 'src/design-system', 'src/lib'],
    message: 'Data is plain content and constants: it imports nothing else of the site.',
  },
  {
    // The format layer (digits, dollars, dates, percentages) sits below everything, the design
    // system included: every layer may import it, and it imports nothing of the site.
    target: 'src/format',
    from: ['src/app', 'src/features', 'src/design-system', 'src/lib', 'src/data'],
    message: 'The format layer imports nothing else of the site: every layer imports it.',
  },
  {
    target: 'src',
    from: ['stories', 'tests', 'server', 'scripts'],
    message: 'The site never imports its tests, stories, backend or build scripts.',
  },
]

// Public entries: what code outside a part may import from it.
// - The design system: its index.ts and each top-level folder's index.ts (a component folder,
//   hooks, theme, utils). Files inside a folder are private to it. Holds for the app, the
//   features, stories/, tests/ and .storybook/.
// - A feature, seen from stories/ and tests/: its index.ts (the blocks it lends to other
//   pages) and its pages/ (what the router loads). A story or unit-test folder named after a
//   feature (stories/pages/<feature>, tests/unit/<feature>) tests that feature from inside and
//   may import any of its modules; other features stay behind their public entries there too.
const designSystemEntries = {
  target: ['src/app', 'src/features', 'stories', 'tests', '.storybook'],
  from: [at('src/design-system/**')],
  except: [at('src/design-system/index.{ts,tsx}'), at('src/design-system/*/index.{ts,tsx}')],
  message: "Import the design system from '@/design-system' or a folder's index.",
}
const featureEntries = (ownFeature) => ({
  target: ['stories', 'tests', '.storybook'],
  from: [at('src/features/**')],
  except: [
    at('src/features/*/index.{ts,tsx}'),
    at('src/features/*/pages/**'),
    ...(ownFeature ? [at('src/features', ownFeature, '**')] : []),
  ],
  message: "Outside its own folder, a feature's public entries are its index.ts and pages/.",
})
const restrictedPaths = (ownFeature) => [
  'error',
  { basePath: root, zones: [...layers, designSystemEntries, featureEntries(ownFeature)] },
]

const boundaries = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these two, no-cycle cannot read a .ts file and silently finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: at('tsconfig.json') })],
    },
    rules: {
      'no-restricted-imports': ['error', { paths: muiPaths }],
      'import-x/no-restricted-paths': restrictedPaths(),
    },
  },
  {
    // Stories and tests are leaves (nothing imports them), so they cannot close a loop.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      // Type-only imports are left out: they vanish at build time. So are loops closed by a
      // lazy import(): routes.ts loads /search's page, which reads routes.ts back, but only
      // after routes.ts has finished running, so no one sees a half-made module.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`stories/pages/${feature}/**/*.{ts,tsx}`, `tests/unit/${feature}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(feature) },
  })),
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
    // Hooks live in .ts files too (useSendForm.ts, useAuthForm.ts, …).
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Numbers, money, dates and lists become text in one place, src/format, which also keeps the
    // first Intl object (tens of milliseconds) off the pages' start-up.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/format/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format numbers, money, dates and lists with src/format, not Intl here.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale/]',
          message: 'Format numbers and dates with src/format, not toLocale…String here.',
        },
        // A page's address as a bare string is not checked against the page table; a file
        // ("/sources.csv") has a dot and is not a page.
        {
          selector:
            "JSXAttribute[name.name=/^(href|to)$/] > Literal[value=/^\\/(?!\\/)[^.]*$/], JSXAttribute[name.name=/^(href|to)$/] > JSXExpressionContainer > Literal[value=/^\\/(?!\\/)[^.]*$/]",
          message: "Link to a page with pageHref('/…') from @/lib/page-href: the compiler checks the page exists.",
        },
        {
          selector: "CallExpression[callee.name='navigate'] > Literal[value=/^\\/(?!\\/)[^.]*$/]",
          message: "Go to a page with navigate(pageHref('/…')): the compiler checks the page exists.",
        },
      ],
    },
  },
  ...boundaries,
  ...budget,
  ...storybook.configs['flat/recommended'],
  prettier,
)
