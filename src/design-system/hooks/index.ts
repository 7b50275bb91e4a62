export { useHydrated } from './useHydrated'
export { useMountedOnceOpen } from './useMountedOnceOpen'
export { whenIdle } from './whenIdle'
