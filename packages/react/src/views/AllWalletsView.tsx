import { useTranslate } from '../hooks/useFoyerContext.js'
import { ComingSoon } from './ComingSoon.js'

/** All Wallets: the searchable directory list arrives later. */
export default function AllWalletsView() {
  const t = useTranslate()
  return <ComingSoon heading={t('comingSoon')}>{t('allWalletsComingSoon')}</ComingSoon>
}
