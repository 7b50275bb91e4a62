import { useLocation } from 'react-router-dom'
import { NavLinks, type SidebarLinksProps } from '@/design-system'
import { sidebarGroups } from '../navigation'

/** The site's sidebar links, the current page marked. */
export function SiteNavLinks(props: SidebarLinksProps) {
  const { pathname } = useLocation()
  return <NavLinks groups={sidebarGroups} currentPath={pathname} {...props} />
}
