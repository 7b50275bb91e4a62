import { useCallback, useRef, useState } from 'react'
import { useToast } from '@/design-system'
import type { Send } from '../api/send'
import type { ToastText } from '../model/messages'

export interface SendFormOptions<T> {
  send: Send<T>
  sent: ToastText
  failed: ToastText
  /** After a stored send: clear the form. */
  onSent: () => void
}

/**
 * One send at a time: a second submit while one is under way (double click, Enter) is dropped,
 * so a message is stored once. On failure nothing is cleared and `failed` stays true until the
 * next try, so what the visitor wrote is never lost.
 */
export function useSendForm<T>({ send, sent, failed, onSent }: SendFormOptions<T>) {
  const toast = useToast()
  const [sending, setSending] = useState(false)
  const [lastFailed, setLastFailed] = useState(false)
  const busy = useRef(false)

  const submit = useCallback(
    async (values: T) => {
      if (busy.current) return
      busy.current = true
      setSending(true)
      setLastFailed(false)
      try {
        await send(values)
      } catch {
        toast.error(failed.message, { title: failed.title })
        setLastFailed(true)
        return
      } finally {
        busy.current = false
        setSending(false)
      }
      toast.success(sent.message, { title: sent.title })
      onSent()
    },
    [send, sent, failed, onSent, toast],
  )

  return { sending, failed: lastFailed, submit }
}
