import { useTranslate } from '../hooks/useFoyerContext.js'
import { ComingSoon } from './ComingSoon.js'

/** ConnectingWalletConnect and its basic variant: the QR code pairing arrives later. */
export default function ConnectingWalletConnectView() {
  const t = useTranslate()
  return <ComingSoon heading={t('comingSoon')}>{t('walletConnectComingSoon')}</ComingSoon>
}
