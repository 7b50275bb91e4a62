export { whenIdle } from './whenIdle'
export { headingId } from './heading-id'
