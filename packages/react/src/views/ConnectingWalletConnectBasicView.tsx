import { WalletsIcon } from '../components/icons.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useStyle } from '../styles/injectStyle.js'
import { PairingPanel } from './walletConnect/PairingPanel.js'
import { usePairing } from './walletConnect/usePairing.js'
import { walletConnectCss } from './walletConnect/walletConnectCss.js'

/**
 * ConnectingWalletConnectBasic: basic mode's first view on desktop, a QR code for any
 * WalletConnect wallet and the way to the full wallet list.
 */
export default function ConnectingWalletConnectBasicView() {
  const { foyer, t } = useFoyerContext()
  useStyle('foyer-wallet-connect', walletConnectCss)
  const { pairing, retry } = usePairing(undefined)
  return (
    <div className="foyer-stack">
      <PairingPanel pairing={pairing} retry={retry} />
      {foyer.options.features.allWallets ? (
        <button type="button" className="foyer-list-item" onClick={() => foyer.router.push('AllWallets')}>
          <span className="foyer-icon" aria-hidden="true">
            <WalletsIcon />
          </span>
          <span className="foyer-list-item__name">{t('allWallets')}</span>
        </button>
      ) : null}
    </div>
  )
}
