import { afterEach, describe, expect, it, vi } from 'vitest'
import { capture } from '../../../src/app/taps/capture'
import { replayTaps } from '../../../src/app/taps/replay'

/** What React leaves on an element it has hydrated (replay.ts waits for it). */
const hydrate = (element: Element) => Object.assign(element, { __reactFiber$test: {} })

afterEach(() => {
  window.__taps?.stop()
  delete window.__taps
  document.body.innerHTML = ''
})

describe('taps before the page is live', () => {
  it('holds a button click back and clicks it once its part is live', () => {
    document.body.innerHTML = '<button>Edit</button>'
    const button = document.querySelector('button')!
    capture(document)
    const clicked = vi.fn()
    button.addEventListener('click', clicked)
    button.click()
    expect(clicked).not.toHaveBeenCalled()

    replayTaps()
    expect(clicked).not.toHaveBeenCalled() // its part is not live yet
    hydrate(button)
    replayTaps()
    replayTaps(true)
    expect(clicked).toHaveBeenCalledTimes(1)
  })

  it('leaves a link to the browser', () => {
    document.body.innerHTML = '<a href="#signup">Sign up</a>'
    capture(document)
    const link = document.querySelector('a')!
    const clicked = vi.fn((event: Event) => event.defaultPrevented)
    document.addEventListener('click', clicked)
    link.click()
    expect(clicked).toHaveReturnedWith(false)
    expect(window.__taps!.q).toEqual([])
  })

  it('keeps a tick and tells the page of it once, the box ending ticked', () => {
    document.body.innerHTML = '<input type="checkbox" />'
    const box = document.querySelector('input')!
    capture(document)
    box.click()
    expect(box.checked).toBe(true)
    // The page, coming to life, puts its own state on the box.
    box.checked = false
    const changed = vi.fn()
    box.addEventListener('click', changed)
    hydrate(box)
    replayTaps(true)
    expect(changed).toHaveBeenCalledTimes(1)
    expect(box.checked).toBe(true)
  })

  it('tells the page of text typed into a field once, with the last text', () => {
    document.body.innerHTML = '<input type="text" />'
    const field = document.querySelector('input')!
    capture(document)
    for (const text of ['a', 'ab', 'abc']) {
      field.value = text
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    const typed = vi.fn(() => field.value)
    field.addEventListener('input', typed)
    hydrate(field)
    replayTaps(true)
    expect(typed).toHaveBeenCalledTimes(1)
    expect(typed).toHaveReturnedWith('abc')
  })

  it('replays Ctrl+B to the shell once it is live, and leaves later keys to it', () => {
    capture(document)
    const pressed = vi.fn()
    const init = { key: 'b', ctrlKey: true, bubbles: true, cancelable: true }
    document.body.dispatchEvent(new KeyboardEvent('keydown', init))
    window.addEventListener('keydown', pressed)
    expect(pressed).not.toHaveBeenCalled()
    replayTaps()
    expect(pressed).toHaveBeenCalledTimes(1)
    document.body.dispatchEvent(new KeyboardEvent('keydown', init))
    expect(pressed).toHaveBeenCalledTimes(2)
  })
})
