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
      <ToastContext.Provider value={enqueue}>{children}</ToastContext.Provider>
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
