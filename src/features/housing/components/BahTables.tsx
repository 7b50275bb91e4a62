import Box from '@mui/material/Box'
import { styled } from '@mui/material/styles'
import { gradeLabel, type BahGrade, type Mha } from '@/data/bah-format'
import { BAH_RATES } from '@/data/bah-rates'
import { formatDollars } from '@/format'
import type { AreaRate } from '../model/bah'

// Plain tables drawn like MUI's small one (see WorkedExampleTable): no Table parts in the first load.
const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  ...theme.typography.body2,
  '& caption': {
    ...theme.typography.subtitle1,
    textAlign: 'left',
    paddingBottom: theme.spacing(1),
  },
  '& th, & td': {
    padding: theme.spacing(0.75, 1),
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
  },
  '& thead th': { fontWeight: 600 },
  '& tbody th': { fontWeight: 400 },
  '& td, & th.num': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& tr.chosen': { backgroundColor: theme.palette.action.selected },
  '& tr.chosen th, & tr.chosen td': { fontWeight: 700 },
}))

/** One area's rates for every grade, with and without dependents. */
export function AreaRatesTable({ mha, year }: { mha: Mha; year: number }) {
  const rows = BAH_RATES.filter((r) => r.mha === mha.code)
  return (
    <Table>
      <caption>
        {mha.name} ({mha.island}), {mha.code}: monthly BAH, {year}
      </caption>
      <thead>
        <tr>
          <th scope="col">Grade</th>
          <th scope="col" className="num">
            With dependents
          </th>
          <th scope="col" className="num">
            Without
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.grade}>
            <th scope="row">{gradeLabel(r.grade)}</th>
            <td>{formatDollars(r.withDependents)}</td>
            <td>{formatDollars(r.withoutDependents)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

export interface AcrossAreasProps {
  grade: BahGrade
  label: string
  rates: readonly AreaRate[]
  chosen: Mha
}

/** The chosen grade in all four areas: a bar per area beside its figure, the table being the text. */
export function AcrossAreasTable({ label, rates, chosen }: AcrossAreasProps) {
  const most = Math.max(...rates.map((r) => r.amount))
  return (
    <Table>
      <caption>{label}: monthly BAH in each area</caption>
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col" className="num">
            BAH
          </th>
          <th scope="col" className="num">
            Compared with {chosen.island}
          </th>
          <td aria-hidden="true" style={{ width: '35%' }} />
        </tr>
      </thead>
      <tbody>
        {rates.map((r) => {
          const isChosen = r.mha.code === chosen.code
          return (
            <tr key={r.mha.code} className={isChosen ? 'chosen' : undefined}>
              <th scope="row">
                {r.mha.name} ({r.mha.island})
              </th>
              <td>{formatDollars(r.amount)}</td>
              <td>{isChosen ? 'your area' : compare(r.difference)}</td>
              <td aria-hidden="true">
                <Box
                  sx={{
                    height: 12,
                    width: `${Math.round((r.amount / most) * 100)}%`,
                    bgcolor: isChosen ? 'primary.main' : 'primary.light',
                    borderRadius: 1,
                  }}
                />
              </td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

function compare(difference: number): string {
  if (difference === 0) return 'the same'
  return `${formatDollars(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'}`
}
