export {
  ToastAnnouncer,
  ToastProvider,
  useToast,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
  type ShowToast,
  type QueuedToast,
} from './Toast'
