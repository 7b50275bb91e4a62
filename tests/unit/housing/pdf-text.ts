import { inflateSync } from 'node:zlib'

// pdfkit writes each line as a TJ array of hex strings in a WinAnsi-encoded standard font;
// decoding those strings gives the text a reader sees, one line per TJ.
const WIN_ANSI_EXTRAS: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
  0x95: '•',
  0xb7: '·',
}

function decodeHex(hex: string): string {
  let text = ''
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16)
    text += WIN_ANSI_EXTRAS[code] ?? String.fromCharCode(code)
  }
  return text
}

/** The text lines of a pdfkit PDF; compressed streams are inflated first. */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => m[1] ?? '')
  const contents = streams.map((body) => {
    try {
      return inflateSync(Buffer.from(body, 'latin1')).toString('latin1')
    } catch {
      return body
    }
  })
  const lines: string[] = []
  for (const content of contents) {
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) =>
        decodeHex(m[1] ?? ''),
      )
      lines.push(pieces.join(''))
    }
  }
  return lines
}
