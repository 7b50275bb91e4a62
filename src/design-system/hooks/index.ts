export { useMountedOnceOpen } from './useMountedOnceOpen'
