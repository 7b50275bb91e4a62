// The four PCS guides. Each page imports its own guide's module, so it loads only that guide.
import { boatGuide } from './boats'
import { firearmsGuide } from './firearms'
import { petGuide } from './pets'
import type { Guide, GuideId } from './types'
import { vehicleGuide } from './vehicles'

export * from './types'
export { boatGuide, firearmsGuide, petGuide, vehicleGuide }

export const guides: readonly Guide[] = [petGuide, firearmsGuide, vehicleGuide, boatGuide]

export function guideById(id: GuideId): Guide {
  const guide = guides.find((g) => g.id === id)
  if (!guide) throw new Error(`Unknown guide: ${id}`)
  return guide
}
