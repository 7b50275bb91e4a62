import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'

export interface MobileDrawerProps {
  open: boolean
  onClose: () => void
  width: string
  /** The navigation landmark's name. */
  label: string
  children: ReactNode
}

/** The sidebar on a phone: an off-canvas panel that traps focus and closes on Escape. */
export default function MobileDrawer({ open, onClose, width, label, children }: MobileDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width } }}
    >
      <Box component="nav" aria-label={label} sx={{ py: 1 }}>
        {children}
      </Box>
    </Drawer>
  )
}
