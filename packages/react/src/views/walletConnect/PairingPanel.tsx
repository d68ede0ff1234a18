import type { Wallet, WalletConnectState } from '@foyer/core'
import { CopyIcon } from '../../components/icons.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { copyToClipboard } from '../../utils/copyToClipboard.js'
import { QrCode } from '../account/QrCode.js'
import { walletConnectLink } from './deepLink.js'

export interface PairingPanelProps {
  pairing: WalletConnectState
  retry(): void
  /** The directory wallet the pairing is for; its logo sits on the QR code, its app link on phones. */
  wallet?: Wallet | undefined
}

/**
 * The pairing itself: a placeholder while the URI is created, then the QR code (on phones the
 * wallet's app link first), a copy-link button; a declined or failed pairing with 'Try again'.
 */
export function PairingPanel({ pairing, retry, wallet }: PairingPanelProps) {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()

  if (pairing.status === 'declined' || pairing.status === 'error') {
    return (
      <div className="foyer-center">
        <div role="alert" className="foyer-stack">
          <p className="foyer-heading foyer-error">
            {pairing.status === 'declined' ? t('connectionDeclined') : t('connectionFailed')}
          </p>
          <p className="foyer-muted">{text(pairing.message)}</p>
        </div>
        <button type="button" className="foyer-button" data-variant="secondary" onClick={retry}>
          {t('tryAgain')}
        </button>
      </div>
    )
  }

  if (pairing.status !== 'ready') {
    return (
      <div className="foyer-center">
        <div className="foyer-wc-qr" data-loading="true" role="status" aria-label={t('creatingPairing')}>
          <span className="foyer-spinner" />
        </div>
        <p className="foyer-muted">{t('creatingPairing')}</p>
      </div>
    )
  }

  const { uri } = pairing
  const appLink = foyer.isMobile() && wallet ? walletConnectLink(wallet.mobile_link, uri) : undefined
  // On a phone the visitor holds the phone: the code is for another device, the button or the link for this one.
  const scanHint = () => {
    if (!foyer.isMobile()) return wallet ? t('scanWithWallet', { name: wallet.name }) : t('scanWithPhone')
    return appLink && wallet
      ? t('scanWithWalletFromOtherDevice', { name: wallet.name })
      : t('scanFromOtherDevice')
  }
  const copy = () => copyToClipboard(foyer, uri, { copied: t('linkCopied'), failed: t('linkCopyFailed') })

  return (
    <div className="foyer-center" data-pairing-expires-at={pairing.expiresAt}>
      {appLink && wallet ? (
        <a className="foyer-button" href={appLink} rel="noopener noreferrer">
          {t('openWallet', { name: wallet.name })}
        </a>
      ) : null}
      <div className="foyer-wc-qr">
        <QrCode value={uri} label={t('walletConnectQrLabel')} />
        {wallet ? (
          <span className="foyer-wc-qr__logo">
            <WalletImage name={wallet.name} imageUrl={wallet.image_url ?? undefined} />
          </span>
        ) : null}
      </div>
      <p className="foyer-muted" data-testid="foyer-wc-hint">
        {scanHint()}
      </p>
      <div className="foyer-wc-actions">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={copy}>
          <CopyIcon />
          {t('copyLink')}
        </button>
      </div>
    </div>
  )
}
