import type { FoyerState } from '@foyer/core'
import { CopyIcon } from '../components/icons.js'
import { NetworkImage } from '../components/NetworkImage.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useStyle } from '../styles/injectStyle.js'
import { copyToClipboard } from '../utils/copyToClipboard.js'
import { accountCss } from './account/accountCss.js'
import { QrCode } from './account/QrCode.js'

const selectAddress = (state: FoyerState) => state.accounts[state.activeNamespace]?.address
const selectNamespace = (state: FoyerState) => state.activeNamespace

/** Receive: the address as text and QR code, a copy button, and the networks it works on. */
export default function ReceiveView() {
  const { foyer, t } = useFoyerContext()
  useStyle('foyer-account', accountCss)
  const address = useFoyerSelector(selectAddress)
  const namespace = useFoyerSelector(selectNamespace)
  if (!address) return null
  // The same address receives on every network of its namespace this app supports.
  const networks = foyer.options.networks.filter((n) => n.chainNamespace === namespace)

  const copy = () => copyToClipboard(foyer, address, { copied: t('addressCopied'), failed: t('copyFailed') })

  return (
    <div className="foyer-stack">
      <div className="foyer-center" style={{ paddingTop: 0 }}>
        <QrCode value={address} label={t('receiveQrLabel')} />
        <p className="foyer-address" data-testid="foyer-receive-address">
          {address}
        </p>
        <button type="button" className="foyer-button" data-variant="secondary" onClick={copy}>
          <CopyIcon />
          {t('copyAddress')}
        </button>
      </div>
      <p className="foyer-muted">{t('receiveNetworks')}</p>
      <ul className="foyer-list" aria-label={t('receiveNetworks')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="foyer-row-item">
            <NetworkImage name={network.name} network={network} />
            <span className="foyer-row-item__main">
              <span>{network.name}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
