// The development warning of src/lib/lazy-block.tsx, on its own so tests can match it.
export const LATE_FALLBACK =
  'lazyBlock: a block showed its fallback after it was on screen, so React dropped its HTML. An ' +
  'update above it was urgent while its code loaded: make startup updates with startupUpdate().'
