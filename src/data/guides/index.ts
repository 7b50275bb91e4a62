// The four PCS guides. Each page imports its own guide's module, so it loads only that guide.
export * from './types'
export { boatGuide } from './boats'
export { firearmsGuide } from './firearms'
export { petGuide } from './pets'
export { vehicleGuide } from './vehicles'
