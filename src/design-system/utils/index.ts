export { whenIdle } from './whenIdle'
