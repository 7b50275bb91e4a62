import { NewConstructionPage } from '@/features/housing/pages/NewConstructionPage'
import { lazyBlock } from '@/lib/lazy-block'

// The slider's code loads after the page's; see lazyBlock.
const NewConstructionPriceBlock = lazyBlock(() =>
  import('@/features/calculators').then((m) => m.NewConstructionPriceBlock),
)

/** /housing/new-construction: the housing page with the calculators' price slider in its slot. */
export default function NewConstructionRoute() {
  return <NewConstructionPage priceCalculator={<NewConstructionPriceBlock />} />
}
