import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'

export interface ChecklistItemProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** One line on what to do. */
  detail?: ReactNode
  /** Extra information beside the label, e.g. a due date. */
  meta?: ReactNode
  /** Who changed it last, on a shared list: "Ticked by alex@example.com · Dec 3". */
  byline?: string
  /** Under the hint and its source, for this family only: steps that depend on their answers. */
  more?: ReactNode
  /** Under the hint: where it came from (a SourceNote). */
  source?: ReactNode
  /** Cannot be changed now (another save is in progress). */
  disabled?: boolean
  /** This item's own change is being saved. */
  pending?: boolean
  /** Draw attention: e.g. past its due date and not done. */
  highlight?: boolean
}

/**
 * Both boxes, the browser's own state choosing which shows: a box ticked before the page is live
 * shows the tick at once, not only once the page's code has run.
 */
function BoxIcons({ fontSize }: { fontSize?: 'small' | 'medium' | 'large' }) {
  return (
    <>
      <CheckBoxOutlineBlankIcon fontSize={fontSize} data-box="off" />
      <CheckBoxIcon fontSize={fontSize} data-box="on" />
    </>
  )
}

const boxSx = {
  p: 1.25,
  '& input:checked ~ [data-box=off], & input:not(:checked) ~ [data-box=on]': { display: 'none' },
  '& input:checked:not(:disabled) ~ [data-box=on]': { color: 'primary.main' },
} as const

/** One task: a large checkbox, its label and hint; shows when it is being saved. */
export function ChecklistItem({
  label,
  checked,
  onChange,
  detail,
  meta,
  byline,
  source,
  more,
  disabled = false,
  pending = false,
  highlight = false,
}: ChecklistItemProps) {
  const id = useId()
  const detailId = `${id}-detail`
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        py: 1,
        px: 1,
        '@media print': { py: 0 },
        borderRadius: 2,
        border: 1,
        borderColor: highlight ? 'warning.main' : 'transparent',
        bgcolor: checked ? 'action.hover' : 'transparent',
        opacity: disabled && !pending ? 0.7 : 1,
      }}
    >
      <Box sx={{ position: 'relative', flexShrink: 0 }}>
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled || pending}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-describedby': detail ? detailId : undefined } }}
          icon={<BoxIcons />}
          checkedIcon={<BoxIcons />}
          sx={boxSx}
        />
        {pending && (
          <CircularProgress
            size={40}
            aria-label={`Saving ${label}`}
            sx={{ position: 'absolute', top: 2, left: 2 }}
          />
        )}
      </Box>
      <Box sx={{ pt: 1.1, minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography
            component="label"
            htmlFor={id}
            sx={{
              fontWeight: 600,
              cursor: disabled || pending ? 'default' : 'pointer',
              textDecoration: checked ? 'line-through' : 'none',
              textDecorationColor: 'rgba(0,0,0,0.35)',
            }}
          >
            {label}
          </Typography>
          {meta}
        </Box>
        {byline && (
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {byline}
          </Typography>
        )}
        {detail && (
          <Typography id={detailId} variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
        {/* Printed plans stay short: the source lines and their report links are for the screen. */}
        {source && <Box className="no-print">{source}</Box>}
        {more}
      </Box>
    </Box>
  )
}
