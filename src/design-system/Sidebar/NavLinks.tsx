import { Fragment } from 'react'
import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { VisuallyHidden } from '../VisuallyHidden'
import { DeferredTooltip } from './DeferredTooltip'
import type { SidebarGroup, SidebarLinksProps } from './Sidebar'

export interface NavLinksProps extends SidebarLinksProps {
  groups: readonly SidebarGroup[]
  /** The path of the page being shown, to mark its link as current. */
  currentPath: string
}

/** The sidebar's groups of links, for the docked sidebar and the phone's drawer alike. */
export function NavLinks({ groups, currentPath, collapsed, onNavigate }: NavLinksProps) {
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
