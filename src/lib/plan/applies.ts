// Which checklist items a family's answers make unneeded (issue #34, D-11 as amended): only an
// answer of none leaves an item out; a question not yet answered keeps it.
import type { ChecklistTask } from '@/data/checklist'
import type { MoveProfile } from './deadlines'

type ItemFor = ChecklistTask['for']

type Answers = Pick<MoveProfile, 'pets' | 'vehicles' | 'children'>

function needed(who: ItemFor, profile: Answers) {
  const { pets, vehicles, children } = profile
  switch (who) {
    case undefined:
      return true
    case 'pets':
      return pets === undefined || pets.dogs + pets.cats > 0
    case 'vehicles':
      return vehicles === undefined || vehicles > 0
    case 'second-vehicle':
      return vehicles === undefined || vehicles > 1
    case 'children':
      return children === undefined || children > 0
  }
}

/** The indexes of the items this family does not need, by its answers. */
export function notNeeded(
  items: readonly { readonly for?: ItemFor }[],
  profile: Answers,
): ReadonlySet<number> {
  const out = new Set<number>()
  items.forEach((item, index) => {
    if (!needed(item.for, profile)) out.add(index)
  })
  return out
}

/**
 * The grades of the children the family counts now: grades kept past that number (the count
 * lowered after grades were chosen) are not theirs any more.
 */
export function childrensGrades(
  profile: Pick<MoveProfile, 'children' | 'childGrades'>,
): NonNullable<MoveProfile['childGrades']> {
  return (profile.childGrades ?? []).slice(0, profile.children ?? 0)
}
