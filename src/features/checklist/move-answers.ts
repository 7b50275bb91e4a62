import type { MoveAnswer } from '@/lib/plan-store'

/** The name of each "Your move" answer, as its field is labelled (toasts name it the same way). */
export const ANSWER_LABELS: Record<MoveAnswer, string> = {
  detachDate: 'Detach date',
  installation: 'Installation',
  pets: 'Dogs and cats',
  petArrivalDate: 'Pet arrival date',
  petAirport: 'Pet arrival airport',
  vehicles: 'Vehicles',
  carArrivalDate: 'Car arrival date',
  firearms: 'Firearms',
  firearmArrivalDate: 'Firearm arrival date',
  children: 'Children in school',
  childGrades: "Children's grades",
  schoolStartDate: 'First day of school',
  boat: 'Boat',
}
