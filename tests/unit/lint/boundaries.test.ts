// @vitest-environment node
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** Lints a snippet as if it were the file at `file`, and names the rules it breaks. */
async function brokenRules(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

// The first lint of a run builds the TypeScript resolver: seconds on a busy machine.
describe('the layering lint', { timeout: 30_000 }, () => {
  it('refuses a feature that imports another feature, by alias or by relative path', async () => {
    const file = 'src/features/housing/pages/Example.tsx'
    for (const from of ['@/features/auth', '../../auth', '@/features/auth/schemas']) {
      const code = `import { AccountMenu } from '${from}'\nexport const menu = AccountMenu\n`
      expect(await brokenRules(file, code), from).toEqual(['import-x/no-restricted-paths'])
    }
  })

  it('refuses a design-system component that imports src/lib, by alias or by relative path', async () => {
    const file = 'src/design-system/Tag/Example.tsx'
    for (const from of ['@/lib/zod', '../../lib/zod', '../../lib/zod.ts']) {
      const code = `import { z } from '${from}'\nexport const name = z.string()\n`
      expect(await brokenRules(file, code), from).toEqual(['import-x/no-restricted-paths'])
    }
  })

  it('lets a feature import its own modules, src/lib, src/data and the design system', async () => {
    const code = [
      "import { z } from '@/lib/zod'",
      "import { PageHeader } from '@/design-system'",
      "import { CONTACT_ROUTE } from '@/data/contact-links'",
      "import { BaseHousingPage } from './BaseHousingPage'",
      'export const parts = [z, PageHeader, CONTACT_ROUTE, BaseHousingPage]',
      '',
    ].join('\n')
    expect(await brokenRules('src/features/housing/pages/Example.tsx', code)).toEqual([])
  })

  it('lets the design system import React, MUI and itself', async () => {
    const code = [
      "import { useState } from 'react'",
      "import Button from '@mui/material/Button'",
      "import { VisuallyHidden } from '../VisuallyHidden'",
      'export const parts = [useState, Button, VisuallyHidden]',
      '',
    ].join('\n')
    expect(await brokenRules('src/design-system/Tag/Example.tsx', code)).toEqual([])
  })
})

describe('the public entries lint', () => {
  it("keeps stories to a feature's index and pages, except for the feature's own stories", async () => {
    const schemas =
      "import { signUpSchema } from '../../../src/features/auth/schemas'\nexport const s = signUpSchema\n"
    const page =
      "import { AuthPage } from '../../../src/features/auth/pages/AuthPage'\nexport const p = AuthPage\n"
    expect(await brokenRules('stories/pages/housing/example.tsx', schemas)).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await brokenRules('stories/pages/housing/example.tsx', page)).toEqual([])
    expect(await brokenRules('stories/pages/auth/example.tsx', schemas)).toEqual([])
  })

  it("keeps tests to the design system's index and its folders' indexes", async () => {
    const file = 'tests/unit/design-system/example.test.ts'
    const deep =
      "import { NavLinks } from '@/design-system/Sidebar/NavLinks'\nexport const n = NavLinks\n"
    const folder = "import { Sidebar } from '@/design-system/Sidebar'\nexport const n = Sidebar\n"
    expect(await brokenRules(file, deep)).toEqual(['import-x/no-restricted-paths'])
    expect(await brokenRules(file, folder)).toEqual([])
  })
})

describe('the cycle lint', () => {
  it('refuses an import that leads back to the importing file', async () => {
    // src/lib/validation.ts imports src/lib/zod.ts: zod.ts importing it back closes a loop.
    const code = "import { emailSchema } from './validation'\nexport const email = emailSchema\n"
    expect(await brokenRules('src/lib/zod.ts', code)).toEqual(['import-x/no-cycle'])
  })
})

describe('the budget lint', { timeout: 30_000 }, () => {
  it('refuses TextField, Chip and Zod imported directly, saying why', async () => {
    const file = 'src/features/housing/pages/Example.tsx'
    for (const from of ['@mui/material/TextField', '@mui/material/Chip', 'zod', 'zod/mini']) {
      const code = `import x from '${from}'\nexport const part = x\n`
      expect(await brokenRules(file, code), from).toEqual(['no-restricted-imports'])
    }
    const [result] = await eslint.lintText(
      "import TextField from '@mui/material/TextField'\nexport const part = TextField\n",
      {
        filePath: path.join(root, file),
      },
    )
    expect(result!.messages[0]!.message).toContain('20 KB more on every page with a form')
  })
})

describe('the page link lint', { timeout: 30_000 }, () => {
  const file = 'src/features/housing/pages/Example.tsx'
  it('refuses a page address written as a bare string, in JSX or in navigate()', async () => {
    for (const code of [
      'export const a = <a href="/programs">x</a>\n',
      "export const a = <a href={'/programs'}>x</a>\n",
      "declare const navigate: (to: string) => void\nnavigate('/auth')\n",
    ]) {
      expect(await brokenRules(file, code), code).toEqual(['no-restricted-syntax'])
    }
  })

  it('lets through pageHref, other sites and files', async () => {
    const code = [
      "import { pageHref } from '@/lib/page-href'",
      "export const a = <a href={pageHref('/programs')}>x</a>",
      'export const b = <a href="https://www.va.gov/">x</a>',
      'export const c = <a href="/sources.csv">x</a>',
      '',
    ].join('\n')
    expect(await brokenRules(file, code)).toEqual([])
  })
})
