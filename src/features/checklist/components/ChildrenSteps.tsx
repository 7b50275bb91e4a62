import { gradeLabel, stepsForGrades, type SchoolGrade } from '@/data/school-grades'
import { SourcedSteps } from './SourcedSteps'

/**
 * Under the school item: the family's children by grade and what HIDOE's own pages ask for those
 * grades, each with its source. Nothing until a grade is given.
 */
export function ChildrenSteps({ grades }: { grades: readonly (SchoolGrade | '')[] }) {
  const given = grades.filter((g): g is SchoolGrade => g !== '')
  if (given.length === 0) return null
  const children = grades
    .map((g, i) => (g ? `Child ${i + 1}, ${gradeLabel(g)}` : `Child ${i + 1}`))
    .join('; ')
  return (
    <SourcedSteps
      heading={`For your children (${children}), HIDOE's pages say:`}
      steps={stepsForGrades(given)}
    />
  )
}
