export { ChecklistItem, type ChecklistItemProps } from './ChecklistItem'
