import { useCallback, useRef, useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
} from 'react-hook-form'
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

export interface CommunityFormOptions<T extends FieldValues> extends Omit<
  SendFormOptions<T>,
  'onSent'
> {
  /** The form's schema, loaded on first focus (lazyResolver). */
  validation: { resolver: Resolver<T>; preload: () => void }
  /** The empty form, which a stored send returns to. */
  empty: DefaultValues<T>
}

/**
 * The frame the community forms share: the form bound to its schema, one send at a time, and the
 * props of the `<form>` (validation loads on focus; the browser's own checks stay off).
 */
export function useCommunityForm<T extends FieldValues>({
  validation,
  empty,
  ...messages
}: CommunityFormOptions<T>) {
  const form = useForm<T>({ resolver: validation.resolver, defaultValues: empty })
  const { reset, handleSubmit } = form
  const onSent = useCallback(() => reset(empty), [reset, empty])
  const { sending, failed, submit } = useSendForm({ ...messages, onSent })
  const formProps = (onInvalid?: SubmitErrorHandler<T>) =>
    ({
      component: 'form',
      onFocus: validation.preload,
      noValidate: true,
      onSubmit: handleSubmit(submit, onInvalid),
      spacing: 2.5,
    }) as const
  return { form, sending, failed, formProps }
}
