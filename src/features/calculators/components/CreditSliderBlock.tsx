import { VETERAN_CREDIT_SLIDER } from '@/data/calculator-numbers'
import { veteranCreditFor, veteranRateInWords } from '../model/credits-at-site-rates'
import { PriceCreditBlock } from './PriceCreditBlock'

export interface CreditSliderBlockProps {
  /** The starting home price; $750,000 when left out. */
  defaultPrice?: number
}

/** The veteran credit calculator: a home price slider and the credit for that price. */
export function CreditSliderBlock({ defaultPrice }: CreditSliderBlockProps) {
  return (
    <PriceCreditBlock
      label="Home price"
      range={VETERAN_CREDIT_SLIDER}
      defaultPrice={defaultPrice}
      figures={(price) => [{ label: 'Veteran credit', amount: veteranCreditFor(price) }]}
      rate={`The veteran credit is ${veteranRateInWords}.`}
    />
  )
}
