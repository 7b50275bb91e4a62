import { boatGuide } from '@/data/guides/boats'
import { GuidePage } from '../components/GuidePage'

export function BoatShippingPage() {
  return <GuidePage guide={boatGuide} title="Shipping a boat to Hawaii" />
}

export default BoatShippingPage
