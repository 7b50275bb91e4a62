export { createQueryClient, QueryProvider } from './QueryProvider'
