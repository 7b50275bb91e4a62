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
export { moveDetails, withAnswer, type MoveDetails } from './move-details'
