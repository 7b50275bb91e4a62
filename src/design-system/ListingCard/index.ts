export {
  ListingCard,
  type ListingCardProps,
  type ListingBadge,
  type ListingFact,
} from './ListingCard'
