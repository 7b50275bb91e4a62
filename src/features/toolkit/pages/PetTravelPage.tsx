import { petGuide } from '@/data/guides/pets'
import { GuidePage } from '../components/GuidePage'

export function PetTravelPage() {
  return <GuidePage guide={petGuide} title="Pet travel to Hawaii" />
}

export default PetTravelPage
