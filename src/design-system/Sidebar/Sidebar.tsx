import { Fragment, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import MenuIcon from '@mui/icons-material/Menu'
import MenuOpenIcon from '@mui/icons-material/MenuOpen'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { VisuallyHidden } from '../VisuallyHidden'
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

export interface SidebarProps {
  groups: readonly SidebarGroup[]
  /** The path of the page being shown, to mark its link as current. */
  currentPath: string
  /** Distance from the top of the window (the header's height) on wide screens. */
  topOffset?: number
  label?: string
}

function NavLinks({
  groups,
  currentPath,
  collapsed,
  onNavigate,
}: {
  groups: readonly SidebarGroup[]
  currentPath: string
  collapsed: boolean
  onNavigate?: () => void
}) {
  return (
    <>
      {groups.map((group, index) => (
        <Fragment key={group.label ?? index}>
          {index > 0 && <Divider sx={{ my: 1 }} />}
          {group.label && !collapsed && (
            <Typography
              component="h2"
              variant="overline"
              sx={{ display: 'block', px: 3, pt: 0.5, color: 'text.secondary', fontWeight: 700 }}
            >
              {group.label}
            </Typography>
          )}
          <List dense disablePadding>
            {group.links.map((link) => {
              const current = !link.external && link.href === currentPath
              const button = (
                <ListItemButton
                  href={link.href}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  sx={{
                    minHeight: 44,
                    px: collapsed ? 1.5 : 2,
                    borderRadius: 2,
                    mx: collapsed ? 0 : 1,
                  }}
                >
                  <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }} aria-hidden>
                    {link.icon}
                  </ListItemIcon>
                  {collapsed ? (
                    <VisuallyHidden>{link.label}</VisuallyHidden>
                  ) : (
                    <ListItemText primary={link.label} />
                  )}
                  {link.external && !collapsed && (
                    <OpenInNewIcon aria-hidden sx={{ fontSize: 16, ml: 0.5 }} />
                  )}
                  {link.external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
                </ListItemButton>
              )
              return (
                <li key={link.href}>
                  {collapsed ? (
                    <DeferredTooltip title={link.label} placement="right">
                      {button}
                    </DeferredTooltip>
                  ) : (
                    button
                  )}
                </li>
              )
            })}
          </List>
        </Fragment>
      ))}
    </>
  )
}

/** The site's navigation: a drawer that collapses to icons, or slides in on a phone. */
export function Sidebar({ groups, currentPath, topOffset = 0, label = 'Main' }: SidebarProps) {
  const { open, openMobile, setOpenMobile } = useSidebar()
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED
  return (
    <>
      <Drawer
        variant="permanent"
        data-state={open ? 'expanded' : 'collapsed'}
        sx={{
          width,
          flexShrink: 0,
          [`@media ${SIDEBAR_MOBILE_QUERY}`]: { display: 'none' },
          '& .MuiDrawer-paper': {
            width,
            position: 'sticky',
            top: topOffset,
            height: `calc(100vh - ${topOffset}px)`,
            overflowX: 'hidden',
            bgcolor: 'background.paper',
            transition: (theme) =>
              theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        }}
      >
        <Box component="nav" aria-label={label} sx={{ py: 1 }}>
          <NavLinks groups={groups} currentPath={currentPath} collapsed={!open} />
        </Box>
      </Drawer>
      <Drawer
        variant="temporary"
        open={openMobile}
        onClose={() => setOpenMobile(false)}
        sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_MOBILE } }}
      >
        <Box component="nav" aria-label={label} sx={{ py: 1 }}>
          <NavLinks
            groups={groups}
            currentPath={currentPath}
            collapsed={false}
            onNavigate={() => setOpenMobile(false)}
          />
        </Box>
      </Drawer>
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
