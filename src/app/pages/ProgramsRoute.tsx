import { ProgramsPage } from '@/features/housing/pages/ProgramsPage'
import { lazyBlock } from '@/lib/lazy-block'

// The sliders' code loads after the page's; see lazyBlock.
const calculators = () => import('@/features/calculators')
const CreditSliderBlock = lazyBlock(() => calculators().then((m) => m.CreditSliderBlock))
const NewBuildCreditBlock = lazyBlock(() => calculators().then((m) => m.NewBuildCreditBlock))

/** /programs: the housing page with the calculators' sliders in its slots. */
export default function ProgramsRoute() {
  return (
    <ProgramsPage
      creditCalculator={<CreditSliderBlock />}
      newBuildCalculator={<NewBuildCreditBlock />}
    />
  )
}
