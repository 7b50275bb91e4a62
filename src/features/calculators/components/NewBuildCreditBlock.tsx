import { PROGRAMS_NEW_BUILD_SLIDER } from '@/data/calculator-numbers'
import {
  newConstructionCreditFor,
  newConstructionRatePercent,
  newConstructionRateText,
  veteranCreditFor,
} from '../model/credits-at-site-rates'
import { PriceCreditBlock } from './PriceCreditBlock'

export interface NewBuildCreditBlockProps {
  /** The starting price; $950,000 when left out. */
  defaultPrice?: number
}

/** The new build program: a price slider, the new construction and veteran credits, and their total. */
export function NewBuildCreditBlock({ defaultPrice }: NewBuildCreditBlockProps) {
  return (
    <PriceCreditBlock
      label="New build price"
      range={PROGRAMS_NEW_BUILD_SLIDER}
      defaultPrice={defaultPrice}
      figures={(price) => {
        const newBuild = newConstructionCreditFor(price)
        const veteran = veteranCreditFor(price)
        return [
          { label: `New construction credit (${newConstructionRatePercent})`, amount: newBuild },
          { label: 'Veteran credit', amount: veteran },
          { label: 'Total credits', amount: newBuild + veteran, total: true },
        ]
      }}
      rate={newConstructionRateText}
    />
  )
}
