import { newConstructionCredit, veteranCredit } from '@/lib/money'
import { formatDollars, formatPercent } from '@/format'
import { NEW_CONSTRUCTION_CREDIT_RATE, VETERAN_CREDIT_PER_100K } from '@/data/calculator-numbers'

/** The veteran credit for a price, at the site's one rate. */
export function veteranCreditFor(price: number): number {
  return veteranCredit(price, VETERAN_CREDIT_PER_100K)
}

/** The new construction credit for a price, at the site's one rate. */
export function newConstructionCreditFor(price: number): number {
  return newConstructionCredit(price, NEW_CONSTRUCTION_CREDIT_RATE)
}

/** "$500 for every $100,000 of the home’s price", written from the constant. */
export const veteranRateInWords = `${formatDollars(VETERAN_CREDIT_PER_100K)} for every ${formatDollars(100_000)} of the home’s price`

/** "1%", written from the constant. */
export const newConstructionRatePercent = formatPercent(NEW_CONSTRUCTION_CREDIT_RATE, 2)

/** Both new construction rates in words, for the blocks that show the two credits. */
export const newConstructionRateText = `A new build earns ${newConstructionRatePercent} of its price toward closing costs, in addition to the veteran credit of ${veteranRateInWords}.`
