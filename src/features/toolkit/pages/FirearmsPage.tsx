import { firearmsGuide } from '@/data/guides/firearms'
import { GuidePage } from '../components/GuidePage'

export function FirearmsPage() {
  return <GuidePage guide={firearmsGuide} title="Bringing firearms to Hawaii" />
}

export default FirearmsPage
