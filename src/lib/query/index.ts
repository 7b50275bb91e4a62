export { QueryProvider } from './QueryProvider'
