export {
  anonymousReportDate,
  anonymousTicks,
  forgetUserPlan,
  planCopy,
  planQueue,
  takeAnonymousPlan,
  unsentChanges,
  type PlanChange,
  type PlanCopy,
  type SavedRow,
} from './plan-store'
export type { LocalJson } from './local-json'
export { moveDetails, useMoveDetails, withAnswer, type MoveDetails } from './move-details'
