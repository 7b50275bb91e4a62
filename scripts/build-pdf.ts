// Writes public/va-assumption-guide.pdf from the same data and math as /housing/va-assumptions.
// Run: npm run build:pdf (tsx). The output is byte-for-byte stable, so it can be committed.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import PDFDocument from 'pdfkit'
import { SPONSOR_INTRO_TEXT } from '../src/data/contact-links'
import {
  ASSUMPTION_BENEFITS,
  ASSUMPTION_CONTACT_CARDS,
  ASSUMPTION_PROCESS,
  ASSUMPTION_RESOURCE_LINKS,
  ASSUMPTION_SEARCHES,
  ASSUMPTION_TIPS,
} from '../src/data/va-assumptions'
import { formatCents } from '../src/format'
import { formatIsoDay } from '../src/format'
import {
  EXTRAS_LEFT_OUT_NOTE,
  VA_ASSUMPTIONS_LEAD,
  workedExampleRows,
  workedExampleSentence,
} from '../src/features/housing/model/va-assumptions-copy'
import { computeWorkedExample } from '../src/features/housing/model/worked-example'

export const GUIDE_TITLE = 'Assuming a VA loan in Hawaii'
/** Fixed so that rebuilding gives the same bytes (pdfkit derives the file ID from it too). */
const FIXED_DATE = new Date('2026-11-22T00:00:00Z')
const OUTPUT = path.resolve(import.meta.dirname, '../public/va-assumption-guide.pdf')

const NAVY = '#12305a'
const INK = '#17212e'
const MUTED = '#4a5565'

const isWeb = (s: string | undefined): s is string => Boolean(s && /^https?:\/\//.test(s))

/** The latest date any of the guide's facts was checked, as "Nov 22, 2026". */
function checkedOn(): string {
  const dates = [...ASSUMPTION_BENEFITS, ...ASSUMPTION_PROCESS, ...ASSUMPTION_TIPS]
    .map((f) => f.checkedOn)
    .filter((d): d is string => Boolean(d))
    .sort()
  const latest = dates.at(-1)
  return latest ? formatIsoDay(latest) : 'an unrecorded date'
}

/** Every web page the guide's facts came from, once each, in the order they are used. */
function guideSources(): string[] {
  const facts = [...ASSUMPTION_BENEFITS, ...ASSUMPTION_PROCESS]
  const urls = [
    ...facts.flatMap((f) => [f.source, ...(f.seeAlso ?? [])]),
    ...ASSUMPTION_TIPS.map((t) => t.source),
    ...ASSUMPTION_SEARCHES.map((s) => s.source),
  ]
  return [...new Set(urls.filter(isWeb))]
}

/** Builds the guide and resolves with the PDF's bytes. */
export function buildVaAssumptionGuide(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    // Uncompressed text keeps the file diffable and lets tests read the figures from its bytes.
    compress: false,
    bufferPages: true,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: GUIDE_TITLE,
      Author: 'Hawaii PCS Planner',
      Subject: 'How a VA loan assumption works, step by step, with a worked example',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const root = doc.struct('Document')
  doc.addStructure(root)
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right

  // Starts a new page when less than `points` are left, so a heading is never left alone.
  const keepTogether = (points: number) => {
    if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage()
  }
  const heading = (text: string, level: 1 | 2 | 3) => {
    const size = { 1: 24, 2: 16, 3: 12 }[level]
    if (level === 2) doc.moveDown(1)
    keepTogether(level === 2 ? 110 : 70)
    doc
      .font('Helvetica-Bold')
      .fontSize(size)
      .fillColor(level === 3 ? INK : NAVY)
    doc.text(text, { structParent: root, structType: `H${level}`, paragraphGap: 4 })
  }
  const paragraph = (text: string, color = INK) => {
    doc.font('Helvetica').fontSize(11).fillColor(color)
    doc.text(text, { structParent: root, lineGap: 2, paragraphGap: 8 })
  }
  const link = (url: string) => {
    doc.font('Helvetica').fontSize(10).fillColor(NAVY)
    doc.text(url, { structParent: root, link: url, underline: true, paragraphGap: 8 })
  }
  const bullets = (items: string[]) => {
    doc.font('Helvetica').fontSize(11).fillColor(INK)
    doc.list(items, { structParent: root, lineGap: 2, paragraphGap: 4, bulletRadius: 2 })
    doc.moveDown(0.5)
  }

  heading(GUIDE_TITLE, 1)
  paragraph('A free guide from Hawaii PCS Planner for military families moving to Hawaii.', MUTED)
  paragraph(VA_ASSUMPTIONS_LEAD)

  heading('Why assume a VA loan', 2)
  for (const benefit of ASSUMPTION_BENEFITS) {
    heading(benefit.title, 3)
    paragraph(benefit.description)
  }

  heading('Where to find homes with an assumable VA loan', 2)
  paragraph('These are private companies, not VA.', MUTED)
  for (const search of ASSUMPTION_SEARCHES) {
    heading(search.label, 3)
    paragraph(`${search.description} ${search.access}`)
    link(search.url)
  }

  heading(`How it works, in ${ASSUMPTION_PROCESS.length} steps`, 2)
  for (const step of ASSUMPTION_PROCESS) {
    heading(`${step.step}. ${step.title}`, 3)
    paragraph(step.detail)
  }

  keepTogether(360)
  heading('A worked example', 2)
  const example = computeWorkedExample()
  paragraph(workedExampleSentence(example))
  doc.font('Helvetica').fontSize(11).fillColor(INK)
  doc.table({
    maxWidth: width,
    columnStyles: ['*', 110],
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: '#c9ced6', padding: [6, 0] },
    data: workedExampleRows(example).map((row): PDFKit.Mixins.CellOptions[] => [
      {
        text: row.label,
        type: 'TH',
        font: { src: row.strong ? 'Helvetica-Bold' : 'Helvetica' },
      },
      {
        text: formatCents(row.value),
        align: { x: 'right' },
        font: { src: row.strong ? 'Helvetica-Bold' : 'Helvetica' },
      },
    ]),
  })
  doc.x = doc.page.margins.left
  doc.moveDown(0.5)
  if (example.result.extras === 0) paragraph(EXTRAS_LEFT_OUT_NOTE, MUTED)
  paragraph(
    'Computed with the same formula as the assumption calculator on Hawaii PCS Planner. Your price, rates and costs will differ: run your own numbers before you decide.',
    MUTED,
  )

  heading('Tips', 2)
  bullets(ASSUMPTION_TIPS.map((tip) => tip.text))

  heading('Get help', 2)
  for (const card of ASSUMPTION_CONTACT_CARDS) {
    heading(card.title, 3)
    paragraph(`${card.description} ${SPONSOR_INTRO_TEXT} on the Contact a VHP sponsor page.`)
  }

  heading('Official pages', 2)
  for (const page of ASSUMPTION_RESOURCE_LINKS) {
    if (page.kind !== 'external') continue
    heading(page.label, 3)
    link(page.url)
  }

  heading('Sources', 2)
  paragraph(`Where the facts in this guide come from (pages read on ${checkedOn()}):`, MUTED)
  doc.font('Helvetica').fontSize(9).fillColor(NAVY)
  for (const url of guideSources()) {
    doc.text(url, { structParent: root, link: url, paragraphGap: 3 })
  }

  // Page numbers, marked as page furniture so screen readers skip them.
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    doc.markContent('Artifact', { type: 'Pagination' })
    doc.font('Helvetica').fontSize(9).fillColor(MUTED)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.text(
      `${GUIDE_TITLE} · Page ${i + 1} of ${count}`,
      doc.page.margins.left,
      doc.page.height - 40,
      {
        width,
        align: 'center',
        lineBreak: false,
      },
    )
    doc.page.margins.bottom = bottom
    doc.endMarkedContent()
  }

  root.end()
  doc.end()
  return done
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bytes = await buildVaAssumptionGuide()
  await writeFile(OUTPUT, bytes)
  console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)} (${bytes.length} bytes)`)
}
