import { AccountPage } from '@/features/auth/pages/AccountPage'
import { lazyBlock } from '@/lib/lazy-block'

// The household is its own feature: the account page shows it through a slot.
const HouseholdBlock = lazyBlock(() =>
  import('@/features/household/components/HouseholdSection').then((m) => m.HouseholdSection),
)

/** /account: the account page with the household's section in its slot. */
export default function AccountRoute() {
  return <AccountPage household={<HouseholdBlock />} />
}
