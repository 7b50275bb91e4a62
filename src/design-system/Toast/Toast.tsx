import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { styled } from '@mui/material/styles'
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack'

// notistack's own colours are too light for white text; use the theme's AA-checked ones.
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  fontSize: '0.95rem',
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
}))
const contentComponents = {
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
  default: ToastContent,
}

export type ToastTone = 'success' | 'error' | 'info' | 'warning'

export interface ToastOptions {
  /** A bold first line; the message goes under it. */
  title?: string
  /** One button in the toast, e.g. "Sign in". */
  action?: { label: string; onClick: () => void }
}

export interface ToastProviderProps {
  children: ReactNode
  /** How long a toast stays, in milliseconds. */
  duration?: number
}

/** Toasts at the bottom right, at most three, in a "Notifications" region that Alt+T focuses. */
export function ToastProvider({ children, duration = 4000 }: ToastProviderProps) {
  const [region, setRegion] = useState<HTMLElement | null>(null)

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

  return (
    <>
      <Box
        component="section"
        ref={setRegion}
        aria-label="Notifications"
        tabIndex={-1}
        sx={{ '&:focus-visible': { outline: 'none' } }}
      />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={duration}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transitionDuration={{ enter: 225, exit: 200 }}
        domRoot={region ?? undefined}
        Components={contentComponents}
      >
        {children}
      </SnackbarProvider>
    </>
  )
}

function ToastMessage({ title, message }: { title?: string; message: string }) {
  if (!title) return <span>{message}</span>
  return (
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {message}
    </span>
  )
}

export type ShowToast = (message: string, options?: ToastOptions) => SnackbarKey

/** Shows toasts: `toast.success('Signed in successfully!')`. */
export function useToast(): Record<ToastTone, ShowToast> {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const show = useCallback(
    (variant: ToastTone): ShowToast =>
      (message, options = {}) =>
        enqueueSnackbar(<ToastMessage title={options.title} message={message} />, {
          variant,
          action: options.action
            ? (key) => (
                <Button
                  color="inherit"
                  variant="outlined"
                  size="small"
                  onClick={() => {
                    options.action?.onClick()
                    closeSnackbar(key)
                  }}
                >
                  {options.action?.label}
                </Button>
              )
            : undefined,
        }),
    [enqueueSnackbar, closeSnackbar],
  )
  return useMemo(
    () => ({
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
    }),
    [show],
  )
}
