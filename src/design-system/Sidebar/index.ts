export {
  Sidebar,
  SidebarTrigger,
  type SidebarProps,
  type SidebarGroup,
  type SidebarLink,
  type SidebarLinksProps,
} from './Sidebar'
export { NavLinks, type NavLinksProps } from './NavLinks'
export {
  SidebarProvider,
  useSidebar,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_MOBILE_QUERY,
  type SidebarContextValue,
  type SidebarProviderProps,
} from './SidebarProvider'
