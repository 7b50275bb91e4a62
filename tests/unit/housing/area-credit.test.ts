import { describe, expect, it } from 'vitest'
import { VA_AREA_LISTINGS } from '@/data/va-homes'
import { areaCreditBadge } from '@/features/housing/model/area-credit'
import { formatDollars } from '@/format'
import { newConstructionCredit, veteranCredit } from '@/lib/money'

describe('VA homes area badges', () => {
  it('has eight areas, one of them new construction, priced 650,000 to 1,100,000', () => {
    expect(VA_AREA_LISTINGS).toHaveLength(8)
    expect(VA_AREA_LISTINGS.filter((a) => a.isNewConstruction)).toHaveLength(1)
    for (const area of VA_AREA_LISTINGS) {
      expect(area.samplePrice).toBeGreaterThanOrEqual(650_000)
      expect(area.samplePrice).toBeLessThanOrEqual(1_100_000)
    }
  })

  it.each(VA_AREA_LISTINGS.filter((a) => !a.isNewConstruction))(
    '$title shows the veteran credit at $500 per $100,000',
    (area) => {
      const badge = areaCreditBadge(area)
      expect(badge.amount).toBe(veteranCredit(area.samplePrice, 500))
      expect(badge.label).toBe(
        `Veteran credit: ${formatDollars(veteranCredit(area.samplePrice, 500))}`,
      )
    },
  )

  it('shows the 1% new build credit on the new construction card', () => {
    const area = VA_AREA_LISTINGS.find((a) => a.isNewConstruction)!
    const badge = areaCreditBadge(area)
    expect(badge.amount).toBe(newConstructionCredit(area.samplePrice, 0.01))
    expect(badge.label).toBe(`New build credit (1%): ${formatDollars(area.samplePrice / 100)}`)
  })

  it('gives a $950,000 home a $4,750 veteran credit', () => {
    expect(areaCreditBadge({ samplePrice: 950_000, isNewConstruction: false }).label).toBe(
      'Veteran credit: $4,750',
    )
  })
})
