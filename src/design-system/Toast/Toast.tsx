import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import Box from '@mui/material/Box'

// notistack is not needed to show a page, only to show a toast: it loads with the first one.
const ToastHost = lazy(() => import('./ToastHost'))

export type ToastTone = 'success' | 'error' | 'info' | 'warning'

export interface ToastOptions {
  /** A bold first line; the message goes under it. */
  title?: string
  /** One button in the toast, e.g. "Sign in". */
  action?: { label: string; onClick: () => void }
}

/** A toast waiting to be shown. */
export interface QueuedToast {
  tone: ToastTone
  message: string
  options?: ToastOptions
}

const ToastContext = createContext<((toast: QueuedToast) => void) | null>(null)

/** The latest toast, for ToastAnnouncer. */
interface Announcement {
  text: string
  at: number
}
const AnnouncementContext = createContext<Announcement | null>(null)

export interface ToastProviderProps {
  children: ReactNode
  /** How long a toast stays, in milliseconds. */
  duration?: number
}

/** Toasts at the bottom right, at most three, in a "Notifications" region that Alt+T focuses. */
export function ToastProvider({ children, duration = 4000 }: ToastProviderProps) {
  const [region, setRegion] = useState<HTMLElement | null>(null)
  const [queue, setQueue] = useState<readonly QueuedToast[]>([])
  const [used, setUsed] = useState(false)
  const [announcement, setAnnouncement] = useState<Announcement | null>(null)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey && event.code === 'KeyT') {
        event.preventDefault()
        region?.focus()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [region])

  const enqueue = useCallback((toast: QueuedToast) => {
    setUsed(true)
    const text = [toast.options?.title, toast.message].filter(Boolean).join('. ')
    setAnnouncement({ text, at: Date.now() })
    setQueue((waiting) => [...waiting, toast])
  }, [])
  const onShown = useCallback((count: number) => setQueue((waiting) => waiting.slice(count)), [])

  return (
    <>
      <Box
        component="section"
        ref={setRegion}
        aria-label="Notifications"
        tabIndex={-1}
        sx={{ '&:focus-visible': { outline: 'none' } }}
      />
      <ToastContext.Provider value={enqueue}>
        <AnnouncementContext.Provider value={announcement}>{children}</AnnouncementContext.Provider>
      </ToastContext.Provider>
      {used && region && (
        <Suspense fallback={null}>
          <ToastHost region={region} duration={duration} queue={queue} onShown={onShown} />
        </Suspense>
      )}
    </>
  )
}

export type ShowToast = (message: string, options?: ToastOptions) => void

/** Shows toasts: `toast.success('Signed in successfully!')`. Only inside a ToastProvider. */
export function useToast(): Record<ToastTone, ShowToast> {
  const enqueue = useContext(ToastContext)
  if (!enqueue) throw new Error('useToast must be used within a ToastProvider.')
  return useMemo(() => {
    const show =
      (tone: ToastTone): ShowToast =>
      (message, options) =>
        enqueue({ tone, message, options })
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
    }
  }, [enqueue])
}

/** How long after a toast a dialog opening still reads it out: as long as the toast shows. */
const RECENT_MS = 4000

/**
 * Reads toasts out inside a modal dialog. A modal hides the rest of the page from assistive
 * technology, the Notifications region included, so every modal dialog renders one of these.
 * A toast from just before the dialog opened is read too (a region that starts with its text is
 * not announced, so the text goes in a moment later).
 */
export function ToastAnnouncer() {
  const announcement = useContext(AnnouncementContext)
  const [text, setText] = useState('')
  useEffect(() => {
    if (!announcement || Date.now() - announcement.at > RECENT_MS) return
    const timer = setTimeout(() => setText(announcement.text), 150)
    return () => clearTimeout(timer)
  }, [announcement])
  return (
    <Box role="status" sx={visuallyHidden}>
      {text}
    </Box>
  )
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const
