import Box from '@mui/material/Box'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * A field people never meet: off-screen, hidden from assistive technology and out of the tab
 * order. Form-filling bots fill it; its value is stored with the row to flag it for the operator.
 */
export function Honeypot({ field }: { field: UseFormRegisterReturn }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </Box>
  )
}
