// The calculators' blocks for other pages (the app passes them in as slot props).
export { CreditSliderBlock, type CreditSliderBlockProps } from './components/CreditSliderBlock'
export {
  NewBuildCreditBlock,
  type NewBuildCreditBlockProps,
} from './components/NewBuildCreditBlock'
export {
  NewConstructionPriceBlock,
  type NewConstructionPriceBlockProps,
} from './components/NewConstructionPriceBlock'
