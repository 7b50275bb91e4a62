import { describe, expect, it } from 'vitest'
import { petGuide } from '@/data/guides/pets'
import type { Sourced } from '@/data/types'
import { factsNote, sourcedStep } from '@/lib/facts/note'

describe('sourcedStep', () => {
  const step = petGuide.steps[0]!

  it('keeps the step’s words and gives it its source line, shown even when it is not a web page', () => {
    const drawn = sourcedStep(step)
    expect(drawn.title).toBe(step.title)
    expect(drawn.detail).toBe(step.detail)
    expect(drawn.source).toMatchObject({
      href: step.source,
      kind: step.sourceKind,
      unlinked: 'show',
    })
  })

  it('points its report link at that step’s fact, named by its title', () => {
    expect(sourcedStep(step).source!.reportHref).toMatch(/^\/sources\?fact=[a-z0-9-]+#report$/)
    const id = new URL(sourcedStep(step).source!.reportHref, 'http://x').searchParams.get('fact')
    expect(step.title.toLowerCase()).toContain(id!.split('-')[0])
  })

  it('gives a step with no source no source line', () => {
    expect(sourcedStep({ title: 'Pack', detail: 'Pack the car.' }).source).toBeUndefined()
  })
})

const official: Sourced = {
  source: 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing',
  sourceKind: 'official',
  checkedOn: '2026-11-23',
}
const oldNews: Sourced = {
  source: 'https://www.civilbeat.org/2019/08/hickam/',
  sourceKind: 'secondary',
  checkedOn: '2026-11-28',
  sourceDate: 'Civil Beat, Aug 2019',
}
const programFigure: Sourced = { source: 'product spec', sourceKind: 'program' }

describe('one source line for facts shown together', () => {
  it("keeps each page's kind, its own date and how it was read", () => {
    const note = factsNote([official, oldNews])
    expect(note.links).toEqual([
      {
        url: official.source,
        text: 'ffr.cnic.navy.mil',
        kind: 'official',
        checkedOn: '2026-11-23',
      },
      {
        url: oldNews.source,
        text: 'civilbeat.org',
        kind: 'secondary',
        checkedOn: '2026-11-28',
        sourceDate: 'Civil Beat, Aug 2019',
      },
    ])
    expect(note.checkedOn).toBe('2026-11-28')
  })

  it('names a program figure among the pages instead of hiding it under them', () => {
    expect(factsNote([official, programFigure]).ownKinds).toEqual(['program'])
    expect(factsNote([official, oldNews]).ownKinds).toEqual([])
  })
})
