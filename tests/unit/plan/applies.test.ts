import { describe, expect, it } from 'vitest'
import { checklistItems } from '@/data/checklist'
import { childrensGrades, notNeeded } from '@/lib/plan/applies'

const titles = (set: ReadonlySet<number>) => [...set].map((i) => checklistItems[i]!.title)

describe('notNeeded', () => {
  it('keeps every item while nothing is answered', () => {
    expect(notNeeded(checklistItems, {}).size).toBe(0)
  })

  it('leaves out the two pet items for a family with no dogs and no cats', () => {
    expect(titles(notNeeded(checklistItems, { pets: { dogs: 0, cats: 0 } }))).toEqual([
      "Start your pet's Hawaii paperwork",
      "Send your pet's quarantine documents",
    ])
    expect(notNeeded(checklistItems, { pets: { dogs: 0, cats: 1 } }).size).toBe(0)
  })

  it('leaves out both car items with no vehicle, and only the second with one', () => {
    expect(titles(notNeeded(checklistItems, { vehicles: 0 }))).toEqual([
      'Arrange shipping for your car',
      'Ship a second vehicle commercially',
    ])
    expect(titles(notNeeded(checklistItems, { vehicles: 1 }))).toEqual([
      'Ship a second vehicle commercially',
    ])
    expect(notNeeded(checklistItems, { vehicles: 2 }).size).toBe(0)
  })

  it('leaves out the schools item when no child is in school, and keeps it for one', () => {
    expect(titles(notNeeded(checklistItems, { children: 0 }))).toEqual([
      "Line up your kids' schools",
    ])
    expect(notNeeded(checklistItems, { children: 1 }).size).toBe(0)
  })
})

describe('childrensGrades', () => {
  it('gives the grades of the children counted now, not those kept from a higher count', () => {
    expect(childrensGrades({ children: 2, childGrades: ['K', '7', '12'] })).toEqual(['K', '7'])
    expect(childrensGrades({ children: 3, childGrades: ['K'] })).toEqual(['K'])
    expect(childrensGrades({ children: 0, childGrades: ['K'] })).toEqual([])
    expect(childrensGrades({ childGrades: ['K'] })).toEqual([])
  })
})
