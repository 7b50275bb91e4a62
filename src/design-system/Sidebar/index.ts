export {
  Sidebar,
  SidebarTrigger,
  type SidebarProps,
  type SidebarGroup,
  type SidebarLink,
} from './Sidebar'
export {
  SidebarProvider,
  useSidebar,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_MOBILE_QUERY,
  type SidebarContextValue,
  type SidebarProviderProps,
} from './SidebarProvider'
