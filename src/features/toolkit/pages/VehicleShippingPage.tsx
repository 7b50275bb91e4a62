import { vehicleGuide } from '@/data/guides/vehicles'
import { GuidePage } from '../components/GuidePage'

export function VehicleShippingPage() {
  return <GuidePage guide={vehicleGuide} title="Shipping a vehicle to Hawaii" />
}

export default VehicleShippingPage
