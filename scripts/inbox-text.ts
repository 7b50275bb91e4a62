// How `npm run inbox` prints what visitors wrote: their text must not drive the operator's
// terminal or forge lines (audit L-2).

// Control characters (tab and newline apart), and the invisible ones that reorder or hide text:
// bidirectional controls and zero-width characters.
const HIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/** Text of several lines (a message): each hidden character shows as �. */
export const safe = (text: string) => text.replace(HIDDEN, '\ufffd')

/** A field printed on one line (a name, an address, a link): a line break cannot start a fake entry. */
export const oneLine = (text: string) => safe(text).replace(/[\t\n]/g, ' ')

/** A message, indented under its entry on every line. */
export const indent = (text: string) => safe(text).replace(/^/gm, '    ')
