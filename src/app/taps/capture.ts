/**
 * What a visitor does before the page is live, as the inline script of every prerendered page
 * records it (scripts/prerender.ts inlines `capture`, minified); replay.ts acts on it.
 * The rule per control is in docs/taps.md.
 */
export interface Tap {
  /** click: a button or other scripted control; tick: a checkbox or radio the browser already
   * toggled (c is its state after the tap); submit; input: text typed; key: a shortcut. */
  e: 'click' | 'tick' | 'submit' | 'input' | 'key'
  t: HTMLElement
  c?: boolean
  s?: HTMLElement | null
  k?: KeyboardEvent
}

export interface Capture {
  q: Tap[]
  /** Set once the shell's shortcut handlers are in: keys go to them from then on. */
  k?: boolean
  stop: () => void
}

declare global {
  interface Window {
    __taps?: Capture
  }
}

/**
 * Runs in the page's head, before any other script: self-contained and plain (it is inlined with
 * Function.toString). A target React has hydrated (it carries React's fiber key) is left to React.
 */
export function capture(d: Document) {
  const q: Tap[] = []
  const types = ['click', 'submit', 'keydown', 'input']
  const taps: Capture = {
    q,
    stop: () => types.forEach((y) => d.removeEventListener(y, on, true)),
  }
  window.__taps = taps
  const live = (n: object) => Object.keys(n).some((k) => k.indexOf('__reactFiber') === 0)
  const field = /^(INPUT|TEXTAREA|SELECT)$/
  function hold(event: Event, tap: Tap) {
    event.stopImmediatePropagation()
    // A tick stays: the box shows it at once. Anything else waits for the code that handles it.
    if (tap.e !== 'tick') event.preventDefault()
    q.push(tap)
  }
  function on(event: Event) {
    const t = event.target as HTMLInputElement
    const y = event.type
    const box = t.type === 'checkbox' || t.type === 'radio'
    if (y === 'keydown') {
      const e = event as KeyboardEvent
      const mod = e.ctrlKey || e.metaKey
      const key = e.key.toLowerCase()
      const shortcut =
        (mod && (key === 'b' || key === 'k')) ||
        (e.altKey && e.code === 'KeyT') ||
        (key === '/' && !mod && !field.test(t.tagName))
      if (shortcut && !taps.k) hold(e, { e: 'key', t, k: e })
    } else if (!t.closest || live(t)) return
    else if (y === 'click') {
      if (box) hold(event, { e: 'tick', t, c: t.checked })
      // Links navigate and labels and fields work natively; everything else waits.
      else if (!t.closest('a[href],label,input,select,textarea')) hold(event, { e: 'click', t })
    } else if (y === 'submit') hold(event, { e: 'submit', t, s: (event as SubmitEvent).submitter })
    else if (!box) q.push({ e: 'input', t })
  }
  types.forEach((y) => d.addEventListener(y, on, true))
}
