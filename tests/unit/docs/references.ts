// Finds the references that docs, comments and config make to the repository (a path, a
// `docs/*.md#anchor`, a decision id) and says which of them point at nothing.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const root = path.resolve(import.meta.dirname, '../../..')

/** Folders that are built, installed or recorded, never written by hand. */
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  '.data',
  '.git',
  '.build',
  'test-results',
  'playwright-report',
  'coverage',
  'bench-results',
  '__screenshots__',
])
const fixtures = path.join(root, 'tests/unit/docs/fixtures')
const codeFile = /\.(ts|tsx|js|mjs|cjs|jsonc)$/
const hashCommentFile = /(^|\/)(\.ci\/run|.*\.sh)$/

export interface Finding {
  file: string
  line: number
  reference: string
}

/** Every file of the repository, relative to its root, with `/` separators. */
export function repoFiles(dir = root): string[] {
  if (dir === fixtures) return [] // dead references on purpose, for the finder's own test
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return skippedDirs.has(entry.name) ? [] : repoFiles(path.join(dir, entry.name))
    }
    return [path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/')]
  })
}

/** A text's comments (code) or all of it (Markdown), each part with the line it starts on. */
export function readableParts(file: string, text: string): { text: string; line: number }[] {
  if (file.endsWith('.md')) return [{ text, line: 1 }]
  if (codeFile.test(file)) return codeComments(text)
  if (file.endsWith('.sql')) return lineComments(text, '--')
  if (hashCommentFile.test(file)) return lineComments(text, '#')
  if (file.endsWith('.html')) {
    return [...text.matchAll(/<!--([\s\S]*?)-->/g)].map((match) => ({
      text: match[1]!,
      line: lineOf(text, match.index),
    }))
  }
  return []
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length
}

function lineComments(text: string, marker: string) {
  return text.split('\n').flatMap((line, index) => {
    const at = line.indexOf(marker)
    return at >= 0 ? [{ text: line.slice(at), line: index + 1 }] : []
  })
}

/** The comments of a TypeScript or JavaScript file, read by TypeScript's own scanner. */
function codeComments(text: string) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text)
  const comments: { text: string; line: number }[] = []
  // Template literals: after `${…}` the scanner must be told it is back inside the template.
  const templateDepths: number[] = []
  let depth = 0
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken;) {
    if (
      token === ts.SyntaxKind.SingleLineCommentTrivia ||
      token === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      comments.push({ text: scanner.getTokenText(), line: lineOf(text, scanner.getTokenStart()) })
    } else if (token === ts.SyntaxKind.TemplateHead) {
      templateDepths.push(depth)
    } else if (token === ts.SyntaxKind.OpenBraceToken) {
      depth += 1
    } else if (token === ts.SyntaxKind.CloseBraceToken) {
      if (templateDepths.at(-1) === depth) {
        token = scanner.reScanTemplateToken(false)
        if (token === ts.SyntaxKind.TemplateTail) templateDepths.pop()
        token = scanner.scan()
        continue
      }
      depth -= 1
    } else if (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) {
      // A regular expression where an expression may start (after `(`, `,`, `=`, …).
      const before = text.slice(0, scanner.getTokenStart()).trimEnd().at(-1) ?? ''
      if ('(,=:[!&|?{};'.includes(before) || before === '') scanner.reScanSlashToken()
    }
    token = scanner.scan()
  }
  return comments
}

const repoTop = '(?:src|server|scripts|tests|stories|docs|supabase|public|\\.storybook|\\.ci)'
/** A path from the repository's root: `src/lib/forms.ts`, `docs/decisions.md#d-03`. */
const repoPath = new RegExp(`(?<![\\w@./-])(${repoTop}/[\\w.@/-]*)(#[\\w-]+)?`, 'g')
/** A path through tsconfig's alias: `@/lib/zod`. */
const aliasPath = /(?<![\w@./-])@\/([\w./-]+)/g
/** A file named alone: `forms.ts`, `taps.md`. */
const bareName = /(?<![\w./@*<>{}$-])([\w-][\w.-]*\.(?:ts|tsx|md))\b(?![\w/-])/g
/** A Markdown link: `[text](target)`. */
const markdownLink = /\]\(([^)\s]+)\)/g
/** A decision id: `D-` and its number (and the issue's, for the newer ones). */
const decisionId = /(?<![\w-])D-(\d+(?:-\d+)?)(?![\w-])/g
/** What marks a pattern rather than a path: `src/features/<f>`, `tests/**`, `@/lib/…`. */
const patternAfter = /^[<*{…$[]/

/** The stale references in `scanned` (every file by default), checked against `files`. */
export function findStaleReferences(scanned?: string[], files = repoFiles()): Finding[] {
  const fileSet = new Set(files)
  const dirSet = new Set(files.flatMap((file) => parents(file)))
  const basenames = new Set(files.map((file) => path.posix.basename(file)))
  const anchorCache = new Map<string, Set<string>>()
  const anchorsOf = (file: string) => {
    let anchors = anchorCache.get(file)
    if (!anchors) {
      anchors = markdownAnchors(fs.readFileSync(path.join(root, file), 'utf8'))
      anchorCache.set(file, anchors)
    }
    return anchors
  }
  const exists = (file: string) => fileSet.has(file) || dirSet.has(file)
  const decisions = anchorsOf('docs/decisions.md')

  const findings: Finding[] = []
  for (const file of scanned ?? files) {
    const parts = readableParts(file, fs.readFileSync(path.join(root, file), 'utf8'))
    for (const part of parts) {
      const report = (offset: number, reference: string) =>
        findings.push({ file, line: part.line + lineOf(part.text, offset) - 1, reference })
      const checkTarget = (target: string, anchor: string | undefined, offset: number) => {
        const clean = target.replace(/[.,:;]+$/, '').replace(/\/$/, '')
        if (!exists(clean)) return report(offset, target + (anchor ?? ''))
        if (anchor && clean.endsWith('.md') && !anchorsOf(clean).has(anchor.slice(1))) {
          report(offset, clean + anchor)
        }
      }
      for (const match of part.text.matchAll(repoPath)) {
        const after = part.text.slice(match.index + match[0].length)
        if (!patternAfter.test(after)) checkTarget(match[1]!, match[2], match.index)
      }
      for (const match of part.text.matchAll(aliasPath)) {
        const after = part.text.slice(match.index + match[0].length)
        if (patternAfter.test(after)) continue
        const target = `src/${match[1]!.replace(/[.,:;]+$/, '')}`
        const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((end) =>
          exists(target + end),
        )
        if (!found) report(match.index, match[0])
      }
      for (const match of part.text.matchAll(bareName)) {
        if (!basenames.has(match[1]!)) report(match.index, match[1]!)
      }
      if (file.endsWith('.md')) {
        for (const match of part.text.matchAll(markdownLink)) {
          const [target, anchor] = match[1]!.split('#') as [string, string | undefined]
          if (/^[a-z]+:/i.test(target)) continue // https:, mailto:
          const resolved = target
            ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
            : file
          if (resolved.startsWith('..')) continue // outside the repository (../shared/)
          checkTarget(resolved, anchor === undefined ? undefined : `#${anchor}`, match.index)
        }
      }
      for (const match of part.text.matchAll(decisionId)) {
        if (!decisions.has(`d-${match[1]!}`)) report(match.index, match[0])
      }
    }
  }
  return findings
}

function parents(file: string): string[] {
  const parts = file.split('/')
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'))
}

/** The anchors a Markdown file offers: `<a id="…">` and each heading's GitHub slug. */
export function markdownAnchors(text: string): Set<string> {
  const anchors = new Set<string>()
  for (const match of text.matchAll(/\bid="([^"]+)"/g)) anchors.add(match[1]!)
  const seen = new Map<string, number>()
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = match[1]!
      .trim()
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}
