import { NEW_CONSTRUCTION_CREDIT_RATE, VETERAN_CREDIT_PER_100K } from '@/data/calculator-numbers'
import type { AreaListing } from '@/data/va-homes'
import { formatDollars } from '@/format'
import { newConstructionCredit, veteranCredit } from '@/lib/money'

/** The rate in words, as every page that shows the veteran credit states it. */
export const veteranCreditRateText = `${formatDollars(VETERAN_CREDIT_PER_100K)} per $100,000 of price`

/** The new build credit rate in words ("1%"). */
export const newBuildRateText = `${Math.round(NEW_CONSTRUCTION_CREDIT_RATE * 100)}%`

/** The credit badge of an area card: the 1% new build credit on new construction, else the veteran credit. */
export function areaCreditBadge(listing: Pick<AreaListing, 'samplePrice' | 'isNewConstruction'>) {
  const amount = listing.isNewConstruction
    ? newConstructionCredit(listing.samplePrice, NEW_CONSTRUCTION_CREDIT_RATE)
    : veteranCredit(listing.samplePrice, VETERAN_CREDIT_PER_100K)
  const name = listing.isNewConstruction
    ? `New build credit (${newBuildRateText})`
    : 'Veteran credit'
  return { amount, label: `${name}: ${formatDollars(amount)}` }
}
