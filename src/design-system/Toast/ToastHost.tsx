import { useEffect, useRef } from 'react'
import Button from '@mui/material/Button'
import { styled } from '@mui/material/styles'
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack'
import type { QueuedToast } from './Toast'

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

function ToastMessage({ title, message }: { title?: string; message: string }) {
  if (!title) return <span>{message}</span>
  return (
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {message}
    </span>
  )
}

/** Hands the waiting toasts to notistack, then reports how many it took. */
function Drain({ queue, onShown }: Pick<ToastHostProps, 'queue' | 'onShown'>) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  // Strict mode runs effects twice; a queue is handed over once.
  const handedOver = useRef<readonly QueuedToast[] | null>(null)
  useEffect(() => {
    if (queue.length === 0 || handedOver.current === queue) return
    handedOver.current = queue
    for (const { tone, message, options = {} } of queue) {
      const { action } = options
      enqueueSnackbar(<ToastMessage title={options.title} message={message} />, {
        variant: tone,
        // The same toast again while it shows or waits is dropped (preventDuplicate): ticking
        // ten items must not queue ten "Item completed!" in front of the next real news.
        key: [tone, options.title ?? '', message].join('\u0000'),
        action: action
          ? (key) => (
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                onClick={() => {
                  action.onClick()
                  closeSnackbar(key)
                }}
              >
                {action.label}
              </Button>
            )
          : undefined,
      })
    }
    onShown(queue.length)
  }, [queue, onShown, enqueueSnackbar, closeSnackbar])
  return null
}

export interface ToastHostProps {
  region: HTMLElement
  duration: number
  queue: readonly QueuedToast[]
  onShown: (count: number) => void
}

/** notistack itself: loaded with the first toast, not with the page. */
export default function ToastHost({ region, duration, queue, onShown }: ToastHostProps) {
  return (
    <SnackbarProvider
      maxSnack={3}
      preventDuplicate
      autoHideDuration={duration}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transitionDuration={{ enter: 225, exit: 200 }}
      domRoot={region}
      Components={contentComponents}
    >
      <Drain queue={queue} onShown={onShown} />
    </SnackbarProvider>
  )
}
