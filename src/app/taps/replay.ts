import type { Tap } from './capture'

/** Hydrated by React: its event handlers are attached (see capture.ts). */
const live = (node: object) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))

/** React's record of a field's last value; changing it makes React see the next event as a change. */
type Tracked = HTMLInputElement & { _valueTracker?: { setValue: (value: string) => void } }

function dispatch(tap: Tap) {
  const target = tap.t as Tracked
  switch (tap.e) {
    case 'click':
      target.click()
      break
    case 'tick':
      // The browser ticked the box already. Set it back and click, so React sees the change
      // once, whatever its state is now; the box ends as the visitor left it.
      if (target.checked === tap.c) target.checked = !tap.c
      target.click()
      break
    case 'submit': {
      const form = target as unknown as HTMLFormElement
      const submitter = tap.s?.isConnected && tap.s.closest('form') === form ? tap.s : null
      form.requestSubmit(submitter)
      break
    }
    case 'input':
      // The text stays in the field; React is told of it as if it had just been typed.
      target._valueTracker?.setValue(`${target.value}\u0000`)
      target.dispatchEvent(new Event('input', { bubbles: true }))
      target.dispatchEvent(new Event('change', { bubbles: true }))
      break
    case 'key': {
      const { key, code, ctrlKey, metaKey, altKey, shiftKey } = tap.k!
      const init = {
        key,
        code,
        ctrlKey,
        metaKey,
        altKey,
        shiftKey,
        bubbles: true,
        cancelable: true,
      }
      const at = target.isConnected ? target : document.body
      at.dispatchEvent(new KeyboardEvent('keydown', init))
      break
    }
  }
}

const disabled = (tap: Tap) => (tap.t as HTMLInputElement).disabled === true

/**
 * Replays, in order, the recorded taps whose part is live, each once; the others wait for the
 * next call. Called once the page's shell is live, whose shortcut handlers then take keys.
 * `all`: the whole page is live, so recording stops and every tap goes, except on a control
 * that is disabled for now (saved progress still loading), which waits until it is enabled.
 */
export function replayTaps(all = false): void {
  const capture = window.__taps
  if (!capture) return
  capture.k = true
  // Stopped first: a replayed event on a part React never took over must not be recorded again.
  if (all) capture.stop()
  const waiting: Tap[] = []
  const queue = capture.q.splice(0)
  // A field typed into several times is told of its text once, at its last letter's place.
  const typedLater = (tap: Tap, at: number) =>
    tap.e === 'input' &&
    queue.some((later, i) => i > at && later.e === 'input' && later.t === tap.t)
  for (const [at, tap] of queue.entries()) {
    if ((!tap.t.isConnected && tap.e !== 'key') || typedLater(tap, at)) continue
    const ready = tap.e === 'key' || ((all || live(tap.t)) && !disabled(tap))
    if (ready) dispatch(tap)
    else waiting.push(tap)
  }
  capture.q.unshift(...waiting)
}
