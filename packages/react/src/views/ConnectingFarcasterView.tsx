import type { FoyerState } from '@foyer/core'
import { useEffect } from 'react'
import { CopyIcon } from '../components/icons.js'
import { SocialIcon } from '../components/SocialIcon.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useMessageText } from '../i18n/useMessageText.js'
import { useStyle } from '../styles/injectStyle.js'
import { copyToClipboard } from '../utils/copyToClipboard.js'
import { QrCode } from './account/QrCode.js'
import { walletConnectCss } from './walletConnect/walletConnectCss.js'

const selectFarcaster = (state: FoyerState) => state.embeddedWallet.farcaster
const selectError = (state: FoyerState) => state.embeddedWallet.error

/**
 * ConnectingFarcaster: the Farcaster auth relay's link as a QR code (and, on phones, a link that
 * opens the Farcaster app); waits for the app to sign. An expired code says so, with a new one a click away.
 */
export default function ConnectingFarcasterView() {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()
  useStyle('foyer-wc', walletConnectCss)
  const farcaster = useFoyerSelector(selectFarcaster)
  const error = useFoyerSelector(selectError)

  useEffect(() => {
    // A view remounting while its chunk loads must not ask for a second code.
    const status = foyer.getState().embeddedWallet.farcaster?.status
    if (status !== 'loading' && status !== 'waiting' && status !== 'connecting')
      foyer.embeddedWallet.connectFarcaster().catch(() => {})
  }, [foyer])

  const again = () => {
    foyer.embeddedWallet.connectFarcaster().catch(() => {})
  }

  if (farcaster?.status === 'expired' || farcaster?.status === 'error') {
    return (
      <div className="foyer-center">
        <span className="foyer-spinner-wrap" data-error="true">
          <SocialIcon provider="farcaster" />
        </span>
        <div role="alert" className="foyer-stack">
          <p className="foyer-heading foyer-error">{error ? text(error) : null}</p>
        </div>
        <button type="button" className="foyer-button" data-variant="secondary" onClick={again}>
          {farcaster.status === 'expired' ? t('farcasterNewCode') : t('tryAgain')}
        </button>
      </div>
    )
  }

  const url = farcaster?.url
  if (!url) {
    return (
      <div className="foyer-center">
        <div className="foyer-wc-qr" data-loading="true" role="status" aria-label={t('farcasterPreparing')}>
          <span className="foyer-spinner" />
        </div>
        <p className="foyer-muted">{t('farcasterPreparing')}</p>
      </div>
    )
  }
  const copy = () => copyToClipboard(foyer, url, { copied: t('linkCopied'), failed: t('linkCopyFailed') })
  return (
    <div className="foyer-center">
      {foyer.isMobile() ? (
        <a className="foyer-button" href={url} rel="noopener noreferrer">
          {t('farcasterOpen')}
        </a>
      ) : null}
      <div className="foyer-wc-qr">
        <QrCode value={url} label={t('farcasterQrLabel')} />
      </div>
      <p className="foyer-muted">{t('farcasterScan')}</p>
      <p className="foyer-muted" role="status">
        {farcaster?.status === 'connecting' ? t('farcasterConnecting') : t('farcasterWaiting')}
      </p>
      <div className="foyer-wc-actions">
        <a
          className="foyer-button"
          data-variant="secondary"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('farcasterOpen')}
        </a>
        <button type="button" className="foyer-button" data-variant="secondary" onClick={copy}>
          <CopyIcon />
          {t('copyLink')}
        </button>
      </div>
    </div>
  )
}
