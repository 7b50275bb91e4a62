export { useHydrated } from './useHydrated'
export { useMountedOnceOpen } from './useMountedOnceOpen'
