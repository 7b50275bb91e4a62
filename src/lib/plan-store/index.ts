export {
  anonymousReportDate,
  anonymousTicks,
  forgetUserPlan,
  planCopy,
  planQueue,
  takeAnonymousPlan,
  unsentChanges,
  type DetailChange,
  type PlanChange,
  type PlanCopy,
  type SavedRow,
} from './plan-store'
export type { LocalJson } from './local-json'
export {
  moveDetails,
  sameAnswer,
  useMoveDetails,
  withAnswer,
  type MoveAnswer,
  type MoveDetails,
} from './move-details'
