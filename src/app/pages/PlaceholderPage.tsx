import { PageHeader } from '@/design-system'
import { usePageRoute } from '../usePageRoute'

/** A page whose content is still being written: its heading and what it will offer. */
export default function PlaceholderPage() {
  const route = usePageRoute()
  return <PageHeader title={route?.title ?? ''} lead={route?.description} />
}
