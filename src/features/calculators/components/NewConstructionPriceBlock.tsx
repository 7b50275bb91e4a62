import { NEW_CONSTRUCTION_SLIDER } from '@/data/calculator-numbers'
import {
  newConstructionCreditFor,
  newConstructionRatePercent,
  newConstructionRateText,
  veteranCreditFor,
} from '../model/credits-at-site-rates'
import { PriceCreditBlock } from './PriceCreditBlock'

export interface NewConstructionPriceBlockProps {
  /** The starting price; $500,000 when left out. */
  defaultPrice?: number
}

/** The new construction page's calculator: a price slider with the 1% credit and the veteran credit. */
export function NewConstructionPriceBlock({ defaultPrice }: NewConstructionPriceBlockProps) {
  return (
    <PriceCreditBlock
      label="New home price"
      range={NEW_CONSTRUCTION_SLIDER}
      defaultPrice={defaultPrice}
      figures={(price) => [
        {
          label: `New construction credit (${newConstructionRatePercent})`,
          amount: newConstructionCreditFor(price),
        },
        { label: 'Veteran credit', amount: veteranCreditFor(price) },
      ]}
      rate={newConstructionRateText}
    />
  )
}
