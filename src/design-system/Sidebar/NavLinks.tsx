import { Fragment, type ElementType } from 'react'
import { styled, useTheme } from '@mui/material/styles'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { VisuallyHidden } from '../VisuallyHidden'
import { DeferredTooltip } from './DeferredTooltip'
import type { SidebarGroup, SidebarLinksProps } from './Sidebar'

export interface NavLinksProps extends SidebarLinksProps {
  groups: readonly SidebarGroup[]
  /** The path of the page being shown, to mark its link as current. */
  currentPath: string
}

// Plain elements under one styled root, drawn like MUI's dense list of ListItemButtons. Every
// page hydrates these twenty links, on a phone too (where the docked panel is hidden): as MUI
// list items (ButtonBase, ripple, a style per element) that cost tens of milliseconds of the
// first load; as plain links, next to nothing.
const Root = styled('div')(({ theme }) => {
  const { palette, transitions } = theme
  const selected = (extra: number) =>
    theme.alpha(palette.primary.main, palette.action.selectedOpacity + extra)
  return {
    '& hr': {
      margin: theme.spacing(1, 0),
      border: 0,
      borderBottom: `1px solid ${palette.divider}`,
    },
    '& h2': {
      ...theme.typography.overline,
      display: 'block',
      margin: 0,
      padding: theme.spacing(0.5, 3, 0),
      color: palette.text.secondary,
      fontWeight: 700,
    },
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& a': {
      display: 'flex',
      alignItems: 'center',
      minHeight: 44,
      margin: theme.spacing(0, 1),
      padding: theme.spacing(0.5, 2),
      borderRadius: Number(theme.shape.borderRadius) * 2,
      color: 'inherit',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: transitions.create('background-color', {
        duration: transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': {
        outline: `2px solid ${palette.primary.main}`,
        outlineOffset: -2,
        backgroundColor: palette.action.focus,
      },
      '&[aria-current="page"]': {
        backgroundColor: selected(0),
        '&:hover': { backgroundColor: selected(palette.action.hoverOpacity) },
        '&:focus-visible': { backgroundColor: selected(palette.action.focusOpacity) },
      },
      '@media (hover: none)': {
        '&:hover': { backgroundColor: 'transparent' },
        '&[aria-current="page"]:hover': { backgroundColor: selected(0) },
      },
    },
    // The icon, as ListItemIcon: a 36 px column (none when collapsed).
    '& .nav-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 36 },
    '& .nav-label': {
      ...theme.typography.body2,
      flex: '1 1 auto',
      minWidth: 0,
      margin: theme.spacing(0.5, 0),
    },
    '& .nav-external': { fontSize: 16, marginLeft: theme.spacing(0.5) },
    '&[data-collapsed] a': { margin: 0, padding: theme.spacing(0.5, 1.5) },
    '&[data-collapsed] .nav-icon': { minWidth: 0 },
  }
})

/** The sidebar's groups of links, for the docked sidebar and the phone's drawer alike. */
export function NavLinks({ groups, currentPath, collapsed, onNavigate }: NavLinksProps) {
  // The app's in-app link (a router link), as MUI's buttons get it from the theme.
  const Anchor: ElementType =
    useTheme().components?.MuiButtonBase?.defaultProps?.LinkComponent ?? 'a'
  return (
    <Root data-collapsed={collapsed || undefined}>
      {groups.map((group, index) => (
        <Fragment key={group.label ?? index}>
          {index > 0 && <hr />}
          {group.label && !collapsed && <h2>{group.label}</h2>}
          <ul>
            {group.links.map((link) => {
              const current = !link.external && link.href === currentPath
              const anchor = (
                <Anchor
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className="nav-icon" aria-hidden>
                    {link.icon}
                  </span>
                  {collapsed ? (
                    <VisuallyHidden>{link.label}</VisuallyHidden>
                  ) : (
                    <span className="nav-label">{link.label}</span>
                  )}
                  {link.external && !collapsed && (
                    <OpenInNewIcon aria-hidden className="nav-external" />
                  )}
                  {link.external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
                </Anchor>
              )
              return (
                <li key={link.href}>
                  {collapsed ? (
                    <DeferredTooltip title={link.label} placement="right">
                      {anchor}
                    </DeferredTooltip>
                  ) : (
                    anchor
                  )}
                </li>
              )
            })}
          </ul>
        </Fragment>
      ))}
    </Root>
  )
}
