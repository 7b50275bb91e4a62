import { describe, expect, it } from 'vitest'
import { indent, oneLine, safe } from '../../../scripts/inbox-text'

describe('what npm run inbox prints of a visitor’s text', () => {
  it('keeps a one-line field on its line, so a line break cannot forge an entry or a link', () => {
    const forged = 'Ann\n\n  2026-11-29 09:00 UTC  Admin <a@example.com>\n  Link: https://evil.example'
    expect(oneLine(forged)).not.toContain('\n')
    expect(oneLine('Fact\tid')).toBe('Fact id')
  })

  it('shows hidden characters: bidi controls, zero-width ones and terminal escapes', () => {
    for (const hidden of ['\u202e', '\u2066', '\u200b', '\u200f', '\ufeff', '\u001b[31m']) {
      expect(safe(`a${hidden}b`), JSON.stringify(hidden)).toMatch(/^a\ufffd/)
    }
    expect(safe('plain text, née Aloha')).toBe('plain text, née Aloha')
  })

  it('indents every line of a message under its entry', () => {
    expect(indent('one\ntwo')).toBe('    one\n    two')
  })
})
