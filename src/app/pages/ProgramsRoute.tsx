import { CreditSliderBlock, NewBuildCreditBlock } from '@/features/calculators'
import { ProgramsPage } from '@/features/housing/pages/ProgramsPage'

/** /programs: the housing page with the calculators' sliders in its slots. */
export default function ProgramsRoute() {
  return (
    <ProgramsPage
      creditCalculator={<CreditSliderBlock />}
      newBuildCalculator={<NewBuildCreditBlock />}
    />
  )
}
