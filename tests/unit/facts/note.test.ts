import { describe, expect, it } from 'vitest'
import type { Sourced } from '@/data/types'
import { factsNote } from '@/lib/facts/note'

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
