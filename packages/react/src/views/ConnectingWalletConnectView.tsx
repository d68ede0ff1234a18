import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useStyle } from '../styles/injectStyle.js'
import { safeHref } from '../utils/safeHref.js'
import type { ViewProps } from './types.js'
import { walletConnectLink } from './walletConnect/deepLink.js'
import { PairingPanel } from './walletConnect/PairingPanel.js'
import { useDirectoryWallet } from './walletConnect/useDirectoryWallet.js'
import { usePairing } from './walletConnect/usePairing.js'
import { type WalletLinkField, WalletLinks } from './walletConnect/WalletLinks.js'
import { walletConnectCss } from './walletConnect/walletConnectCss.js'

const OPEN_LINKS = [
  ['desktop_link', 'openDesktopApp'],
  ['webapp_link', 'openWebApp'],
] as const satisfies readonly (readonly [WalletLinkField, string])[]
const GET_LINKS = [
  ['app_store', 'appStore'],
  ['play_store', 'playStore'],
  ['homepage', 'website'],
] as const satisfies readonly (readonly [WalletLinkField, string])[]

/**
 * ConnectingWalletConnect: pairs a wallet through WalletConnect. A QR code of the pairing URI
 * drawn locally, copy link, on phones the wallet's app link; with a directory wallet also its desktop
 * and web app (handed the URI) and where to get it. Core replaces the URI when it expires.
 */
export default function ConnectingWalletConnectView({ route }: ViewProps<'ConnectingWalletConnect'>) {
  const { t } = useFoyerContext()
  useStyle('foyer-wallet-connect', walletConnectCss)
  const walletId = route.data.walletId
  const lookup = useDirectoryWallet(walletId)
  const { pairing, retry } = usePairing(walletId)
  const wallet = lookup?.wallet
  const uri = pairing.status === 'ready' ? pairing.uri : undefined

  return (
    <div className="foyer-stack" data-wallet-id={walletId}>
      <PairingPanel pairing={pairing} retry={retry} wallet={wallet} />
      {wallet && uri ? (
        <WalletLinks
          wallet={wallet}
          links={OPEN_LINKS}
          label={t('walletLinksLabel', { name: wallet.name })}
          toHref={(link) => walletConnectLink(link, uri)}
        />
      ) : null}
      {wallet ? (
        <WalletLinks
          wallet={wallet}
          links={GET_LINKS}
          label={t('getWallet', { name: wallet.name })}
          toHref={safeHref}
        />
      ) : null}
    </div>
  )
}
