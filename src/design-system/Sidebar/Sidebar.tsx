import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import MenuIcon from '@mui/icons-material/Menu'
import MenuOpenIcon from '@mui/icons-material/MenuOpen'
import { useMountedOnceOpen } from '../hooks'
import { whenIdle } from '../utils'
import { DeferredTooltip } from './DeferredTooltip'
import {
  SIDEBAR_MOBILE_QUERY,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
  useSidebar,
} from './SidebarProvider'

export interface SidebarLink {
  label: string
  href: string
  icon: ReactNode
  /** Another site: opens in a new tab. */
  external?: boolean
}

export interface SidebarGroup {
  /** Heading of the group; a group without one is shown without a heading. */
  label?: string
  links: readonly SidebarLink[]
}

/** What the sidebar asks of its links: icons only when collapsed; a tap that navigates. */
export interface SidebarLinksProps {
  collapsed: boolean
  onNavigate?: () => void
}

export interface SidebarProps {
  /**
   * Draws the groups of links: `NavLinks` with the site's groups and current page. A slot, so
   * the app can load the links (icons, list items) after the page; see src/lib/lazy-block.tsx.
   */
  links: ComponentType<SidebarLinksProps>
  /** Distance from the top of the window (the header's height) on wide screens. */
  topOffset?: number
  label?: string
}

// The phone's off-canvas drawer (MUI Drawer with its Modal, focus trap and slide: 9 KB) loads
// when a phone-sized screen is seen and the page has settled, before the first tap on the menu
// button (which loads it at once if it is not here yet).
const loadMobileDrawer = () => import('./MobileDrawer')
const MobileDrawer = lazy(loadMobileDrawer)

/** The site's navigation: a docked panel that collapses to icons, or slides in on a phone. */
export function Sidebar({ links: Links, topOffset = 0, label = 'Main' }: SidebarProps) {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar()
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED
  const mobileMounted = useMountedOnceOpen(openMobile)
  useEffect(() => {
    if (!isMobile) return
    return whenIdle(() => void loadMobileDrawer().catch(() => undefined))
  }, [isMobile])

  return (
    <>
      {/* What MUI's permanent Drawer renders, without importing the temporary one's Modal. */}
      <Box
        className="MuiDrawer-root MuiDrawer-docked"
        data-state={open ? 'expanded' : 'collapsed'}
        sx={{
          flex: '0 0 auto',
          width,
          // The column's colour and edge run the page's whole height; the panel inside sticks.
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          transition: (theme) =>
            theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          [`@media ${SIDEBAR_MOBILE_QUERY}`]: { display: 'none' },
        }}
      >
        <Paper
          elevation={0}
          square
          className="MuiDrawer-paper"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: '1 0 auto',
            zIndex: 'drawer',
            outline: 0,
            width,
            position: 'sticky',
            top: topOffset,
            height: `calc(100vh - ${topOffset}px)`,
            overflowX: 'hidden',
            overflowY: 'auto',
            bgcolor: 'background.paper',
            transition: (theme) =>
              theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          }}
        >
          <Box component="nav" aria-label={label} sx={{ py: 1 }}>
            <Links collapsed={!open} />
          </Box>
        </Paper>
      </Box>
      {mobileMounted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={openMobile}
            onClose={() => setOpenMobile(false)}
            width={SIDEBAR_WIDTH_MOBILE}
            label={label}
          >
            <Links collapsed={false} onNavigate={() => setOpenMobile(false)} />
          </MobileDrawer>
        </Suspense>
      )}
    </>
  )
}

/** The button that opens, closes, collapses or expands the sidebar (also Ctrl/Cmd+B). */
export function SidebarTrigger() {
  const { open, openMobile, isMobile, toggleSidebar } = useSidebar()
  const expanded = isMobile ? openMobile : open
  return (
    <DeferredTooltip title="Toggle sidebar (Ctrl+B)">
      <IconButton
        onClick={toggleSidebar}
        aria-label="Toggle sidebar"
        aria-expanded={expanded}
        aria-keyshortcuts="Control+B Meta+B"
        color="inherit"
        edge="start"
      >
        {expanded && !isMobile ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
    </DeferredTooltip>
  )
}
