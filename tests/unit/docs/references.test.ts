import { describe, expect, it } from 'vitest'
import { findStaleReferences, markdownAnchors, type Finding } from './references'

/** References to what does not exist yet, on purpose: each with the reason. */
const planned: { file: string; reference: RegExp; why: string }[] = [
  {
    file: 'docs/contributing.md',
    reference: /pet-allowance|PetAllowance/,
    why: "the worked example's page: the files it tells you to create",
  },
]
const isPlanned = ({ file, reference }: Finding) =>
  planned.some((entry) => entry.file === file && entry.reference.test(reference))

describe('references in docs, comments and config', () => {
  it('each repository path, docs anchor and decision id names something that exists', () => {
    const stale = findStaleReferences()
      .filter((finding) => !isPlanned(finding))
      .map(({ file, line, reference }) => `${file}:${line} ${reference}`)
    expect(stale).toEqual([])
  })

  it('finds a stale path, a missing anchor and an unknown decision', () => {
    // The check itself must be able to fail: the same finder over a file that cites dead things.
    const stale = findStaleReferences(['tests/unit/docs/fixtures/stale.md'])
    expect(stale.map((finding) => finding.reference)).toEqual([
      'src/lib/number-format.ts',
      'docs/decisions.md#d-99',
      'usePageRoute.ts',
      'D-99',
    ])
  })

  it('reads GitHub heading slugs and explicit ids as anchors', () => {
    const anchors = markdownAnchors('<a id="d-01"></a>\n\n## Taps before the page is live\n')
    expect([...anchors]).toEqual(['d-01', 'taps-before-the-page-is-live'])
  })
})
