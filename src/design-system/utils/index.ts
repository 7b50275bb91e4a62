export { formatUtcDate } from './formatUtcDate'
export { groupDigits } from './groupDigits'
export { whenIdle } from './whenIdle'
