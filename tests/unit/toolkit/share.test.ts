import { describe, expect, it, vi } from 'vitest'
import { shareOrCopy, welcomeShareContent } from '@/features/toolkit/share'

const content = welcomeShareContent('https://example.org/welcome')

function clipboard(fails = false) {
  return {
    writeText: vi.fn(() => (fails ? Promise.reject(new Error('denied')) : Promise.resolve())),
  }
}

function abortError() {
  return new DOMException('Share canceled', 'AbortError')
}

describe('shareOrCopy', () => {
  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve())
    const copy = clipboard()
    expect(await shareOrCopy(content, { share, clipboard: copy })).toBe('shared')
    expect(share).toHaveBeenCalledWith(content)
    expect(copy.writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the visitor cancels the share sheet', async () => {
    const copy = clipboard()
    const share = vi.fn(() => Promise.reject(abortError()))
    expect(await shareOrCopy(content, { share, clipboard: copy })).toBe('cancelled')
    expect(copy.writeText).not.toHaveBeenCalled()
  })

  it('copies the text and link when sharing fails for another reason', async () => {
    const copy = clipboard()
    const share = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')))
    expect(await shareOrCopy(content, { share, clipboard: copy })).toBe('copied')
    expect(copy.writeText).toHaveBeenCalledWith(`${content.text} https://example.org/welcome`)
  })

  it('copies the text and link when there is no native share', async () => {
    const copy = clipboard()
    expect(await shareOrCopy(content, { clipboard: copy })).toBe('copied')
    expect(copy.writeText).toHaveBeenCalledWith(`${content.text} https://example.org/welcome`)
  })

  it('reports a failure when the clipboard refuses too', async () => {
    expect(await shareOrCopy(content, { clipboard: clipboard(true) })).toBe('failed')
    expect(await shareOrCopy(content, {})).toBe('failed')
  })

  it('shares the site name, its tagline and the page address', () => {
    expect(content).toEqual({
      title: 'Hawaii PCS Planner',
      text: expect.stringContaining('military families moving to Hawaii'),
      url: 'https://example.org/welcome',
    })
  })
})
