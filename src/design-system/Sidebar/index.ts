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
  type SidebarContextValue,
  type SidebarProviderProps,
} from './SidebarProvider'
