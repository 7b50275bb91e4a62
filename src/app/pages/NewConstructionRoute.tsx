import { NewConstructionPriceBlock } from '@/features/calculators'
import { NewConstructionPage } from '@/features/housing/pages/NewConstructionPage'

/** /housing/new-construction: the housing page with the calculators' price slider in its slot. */
export default function NewConstructionRoute() {
  return <NewConstructionPage priceCalculator={<NewConstructionPriceBlock />} />
}
