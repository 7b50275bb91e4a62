// The grades a family's children will be in at their Hawaii school (issue #34: "Children in
// school, how many and their grades"), and what HIDOE's own pages ask of each. The checklist's
// school item shows the steps for the family's grades; the first-day rule is a dated deadline
// (deadline-rules.ts). Read through the search tool's stored copies of the pages on Nov 29.
import type { Sourced } from './types'

/** Preschool, kindergarten, grades 1 to 12. */
export type SchoolGrade =
  'PK' | 'K' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12'

export const SCHOOL_GRADES: readonly { readonly id: SchoolGrade; readonly label: string }[] = [
  { id: 'PK', label: 'Preschool' },
  { id: 'K', label: 'Kindergarten' },
  ...(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const).map((id) => ({
    id,
    label: `Grade ${id}`,
  })),
]

export const gradeLabel = (grade: SchoolGrade) =>
  SCHOOL_GRADES.find((g) => g.id === grade)?.label ?? grade

/** Which children a step is for. */
export type GradeGroup = 'preschool' | 'kindergarten' | 'k-12'

export interface GradeStep extends Sourced {
  readonly group: GradeGroup
  readonly text: string
}

export const groupOf = (grade: SchoolGrade): GradeGroup[] =>
  grade === 'PK' ? ['preschool'] : grade === 'K' ? ['kindergarten', 'k-12'] : ['k-12']

const HOW_TO_ENROLL = 'https://hawaiipublicschools.org/haw/enrolling-in-school/how-to-enroll/'

export const GRADE_STEPS: readonly GradeStep[] = [
  {
    group: 'preschool',
    text: "HIDOE's enrollment steps are for kindergarten to grade 12: for a public preschool program, contact the Executive Office on Early Learning (EOEL).",
    source: HOW_TO_ENROLL,
    sourceKind: 'official',
    checkedOn: '2026-11-29',
  },
  {
    group: 'kindergarten',
    text: 'School is required for a child who is 5 by July 31 of the school year (HRS §302A-1132).',
    source: 'https://hawaiipublicschools.org/enrolling-in-school/enrollment-faqs',
    sourceKind: 'official',
    checkedOn: '2026-11-29',
  },
  {
    group: 'kindergarten',
    text: 'For kindergarten, bring the kindergarten registration form as well as the Student Enrollment Form.',
    source: HOW_TO_ENROLL,
    sourceKind: 'official',
    checkedOn: '2026-11-29',
  },
  {
    group: 'k-12',
    text: 'A child new to Hawaii schools needs TB clearance and a student health record (physical exam and immunizations) by the first day of school, or cannot attend until they are done.',
    source:
      'https://www.hawaiipublicschools.org/ParentsAndStudents/EnrollingInSchool/HowToEnroll/Pages/home.aspx',
    sourceKind: 'official',
    checkedOn: '2026-11-29',
  },
]

/** The steps for these grades, each once, in the list's order. */
export function stepsForGrades(grades: readonly SchoolGrade[]): GradeStep[] {
  const groups = new Set(grades.flatMap(groupOf))
  return GRADE_STEPS.filter((step) => groups.has(step.group))
}
