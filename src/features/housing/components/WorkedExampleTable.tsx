import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { styled } from '@mui/material/styles'
import { formatCents } from '@/format'
import {
  EXTRAS_LEFT_OUT_NOTE,
  workedExampleRows,
  workedExampleSentence,
} from '../model/va-assumptions-copy'
import type { WorkedExample } from '../model/worked-example'

export interface WorkedExampleTableProps {
  example: WorkedExample
}

// A plain table drawn like MUI's small one: MUI's Table parts cost this page 2 KB of its
// 150 KB first load for six rows.
const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  ...theme.typography.body2,
  '& th, & td': {
    padding: theme.spacing(0.75, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
    fontWeight: 400,
  },
  '& td': { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: theme.spacing(2) },
  '& .strong': { fontWeight: 700 },
}))

/** The assumption example in words, then each monthly figure and the savings, to the cent. */
export function WorkedExampleTable({ example }: WorkedExampleTableProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', maxWidth: 640 }}>
      <Typography sx={{ mb: 2 }}>{workedExampleSentence(example)}</Typography>
      <Table aria-label="Worked example: monthly cost and savings">
        <tbody>
          {workedExampleRows(example).map((row) => (
            <tr key={row.label} className={row.strong ? 'strong' : undefined}>
              <th scope="row">{row.label}</th>
              <td>{formatCents(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {example.result.extras === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {EXTRAS_LEFT_OUT_NOTE}
        </Typography>
      )}
    </Paper>
  )
}
