import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SourceNote } from '@/design-system'
import { gradeLabel, stepsForGrades, type SchoolGrade } from '@/data/school-grades'
import { factNote } from '@/lib/facts/note'

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
    <Box sx={{ mt: 1, typography: 'body2' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {`For your children (${children}), HIDOE's pages say:`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {stepsForGrades(given).map((step) => (
          <li key={step.text}>
            {step.text}
            <SourceNote {...factNote(step)} compact spacing={0.25} />
          </li>
        ))}
      </Box>
    </Box>
  )
}
