import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { formatCents } from '@/lib/money'
import {
  EXTRAS_LEFT_OUT_NOTE,
  workedExampleRows,
  workedExampleSentence,
} from '../model/va-assumptions-copy'
import type { WorkedExample } from '../model/worked-example'

export interface WorkedExampleTableProps {
  example: WorkedExample
}

/** The assumption example in words, then each monthly figure and the savings, to the cent. */
export function WorkedExampleTable({ example }: WorkedExampleTableProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', maxWidth: 640 }}>
      <Typography sx={{ mb: 2 }}>{workedExampleSentence(example)}</Typography>
      <Table size="small" aria-label="Worked example: monthly cost and savings">
        <TableBody>
          {workedExampleRows(example).map((row) => (
            <TableRow key={row.label}>
              <TableCell
                component="th"
                scope="row"
                sx={{ pl: 0, fontWeight: row.strong ? 700 : 400 }}
              >
                {row.label}
              </TableCell>
              <TableCell
                align="right"
                sx={{ pr: 0, fontWeight: row.strong ? 700 : 400, whiteSpace: 'nowrap' }}
              >
                {formatCents(row.value)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {example.result.extras === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {EXTRAS_LEFT_OUT_NOTE}
        </Typography>
      )}
    </Paper>
  )
}
