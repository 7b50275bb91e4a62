import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useHydrated } from '../hooks'

export const SIDEBAR_COOKIE_NAME = 'sidebar:state'
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7
export const SIDEBAR_MOBILE_BREAKPOINT = 768
export const SIDEBAR_WIDTH = '16rem'
export const SIDEBAR_WIDTH_MOBILE = '18rem'
export const SIDEBAR_WIDTH_COLLAPSED = '3rem'
/** The media query for "a phone": narrower than 768 px. */
export const SIDEBAR_MOBILE_QUERY = `(max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 0.02}px)`

export interface SidebarContextValue {
  /** Desktop: expanded (16rem) or collapsed (3rem, icons only). */
  state: 'expanded' | 'collapsed'
  open: boolean
  setOpen: (open: boolean) => void
  /** Phone: the off-canvas panel is showing. */
  openMobile: boolean
  setOpenMobile: (open: boolean) => void
  isMobile: boolean
  toggleSidebar: () => void
}

const SidebarContext = createContext<SidebarContextValue | null>(null)

/** The sidebar's state; only inside a SidebarProvider. */
export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext)
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.')
  return context
}

function readCookie(): boolean | null {
  const match = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${encodeURIComponent(SIDEBAR_COOKIE_NAME)}=`))
  if (!match) return null
  return match.split('=')[1] === 'true'
}

// The cookie is the store: components re-read it when it is written, and the server
// snapshot (no cookie) keeps the first render equal to prerendered HTML.
const cookieListeners = new Set<() => void>()

function subscribeCookie(listener: () => void) {
  cookieListeners.add(listener)
  return () => cookieListeners.delete(listener)
}

function subscribeMobile(listener: () => void) {
  const query = window.matchMedia(SIDEBAR_MOBILE_QUERY)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

const readMobile = () => window.matchMedia(SIDEBAR_MOBILE_QUERY).matches

/**
 * A value only the browser knows (the screen width, the cookie). A client render reads it at
 * once. A prerendered page starts from `initial`, as the prerender did, and takes the real value
 * as a transition: an urgent change here would make React drop the prerendered HTML of page
 * parts whose code is still loading (src/lib/lazy-block.tsx) and show their fallback instead.
 */
function useBrowserValue<T>(
  read: () => T,
  subscribe: (listener: () => void) => () => void,
  initial: T,
) {
  const hydrated = useHydrated()
  const [value, setValue] = useState(() => (hydrated ? read() : initial))
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()))
    update()
    return subscribe(update)
  }, [read, subscribe])
  return value
}

function writeCookie(open: boolean) {
  document.cookie = `${encodeURIComponent(SIDEBAR_COOKIE_NAME)}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`
  cookieListeners.forEach((listener) => listener())
}

export interface SidebarProviderProps {
  children: ReactNode
  /** Expanded on desktop unless the visitor's cookie says otherwise. */
  defaultOpen?: boolean
}

/** Holds the sidebar's state, remembers it in a cookie for 7 days, and binds Ctrl/Cmd+B. */
export function SidebarProvider({ children, defaultOpen = true }: SidebarProviderProps) {
  const isMobile = useBrowserValue(readMobile, subscribeMobile, false)
  const saved = useBrowserValue(readCookie, subscribeCookie, null)
  const open = saved ?? defaultOpen
  const [openMobile, setOpenMobile] = useState(false)
  const setOpen = useCallback((next: boolean) => writeCookie(next), [])

  // Reads the screen itself: `isMobile` may still be catching up (see useBrowserValue).
  const toggleSidebar = useCallback(() => {
    if (readMobile()) startTransition(() => setOpenMobile((value) => !value))
    else setOpen(!open)
  }, [open, setOpen])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault()
        toggleSidebar()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggleSidebar])

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  )
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}
