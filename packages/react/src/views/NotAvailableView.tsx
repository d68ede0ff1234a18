import { useTranslate } from '../hooks/useFoyerContext.js'
import { ComingSoon } from './ComingSoon.js'

/** Every view of a later issue until it ships. */
export default function NotAvailableView() {
  const t = useTranslate()
  return <ComingSoon heading={t('titleNotAvailable')}>{t('notAvailableBody')}</ComingSoon>
}
