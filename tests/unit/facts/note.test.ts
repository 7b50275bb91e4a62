import { describe, expect, it } from 'vitest'
import { petGuide } from '@/data/guides/pets'
import { sourcedStep } from '@/lib/facts/note'

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
