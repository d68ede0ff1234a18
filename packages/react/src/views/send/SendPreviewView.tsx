import { shortenAddress } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { ExternalIcon } from '../../components/icons.js'
import { TokenIcon } from '../../components/TokenIcon.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { formatUsd, groupThousands } from '../../utils/formatAmount.js'
import { accountCss } from '../account/accountCss.js'
import { sendCss } from './sendCss.js'
import { formatGas, useSendForm } from './useSendForm.js'

/**
 * The Send preview: what leaves the account, to whom, on which network and for what fee; Send asks
 * the wallet, then the view shows the pending state, and on success the transaction (explorer link,
 * or its shortened hash on a network without explorer). Errors show the wallet's error or
 * 'Transaction error', with Send again to retry. Amounts show in the language's format.
 */
export default function SendPreviewView() {
  const { foyer, t, locale } = useFoyerContext()
  const text = useMessageText()
  useStyle('foyer-account', accountCss)
  useStyle('foyer-send', sendCss)
  const { send, ready } = useSendForm()
  const network = useFoyerSelector((state) => state.caipNetwork)
  const { token, resolvedReceiverAddress: receiver, status } = send
  // The block that had focus (the Send button) is replaced: focus goes to what replaced it.
  const outcome = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (status === 'success' || status === 'error') outcome.current?.focus()
  }, [status])

  const backToAccount = () => {
    void foyer.send.reset()
    foyer.router.reset('Account')
  }

  if (status === 'success' && send.hash) {
    const explorer = network?.blockExplorers?.default?.url.replace(/\/+$/, '')
    return (
      <div className="foyer-stack">
        <div className="foyer-center" role="status">
          <p className="foyer-heading" tabIndex={-1} ref={outcome}>
            {t('sendSuccess')}
          </p>
          {explorer ? (
            <a
              className="foyer-button"
              data-variant="secondary"
              href={`${explorer}/tx/${send.hash}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalIcon />
              {t('sendViewOnExplorer')}
            </a>
          ) : (
            <p className="foyer-muted" title={send.hash} data-testid="foyer-send-hash">
              {shortenAddress(send.hash)}
            </p>
          )}
        </div>
        <button type="button" className="foyer-button" onClick={backToAccount}>
          {t('sendBackToAccount')}
        </button>
      </div>
    )
  }

  if (!token || !receiver)
    return <p className="foyer-muted">{send.inputError ? text(send.inputError) : t('notAvailableBody')}</p>
  const amountUsd = Number(send.sendTokenAmount) * token.price
  const pending = status === 'pending'

  return (
    <div className="foyer-stack">
      <dl className="foyer-summary">
        <div>
          <dt>{t('sendAmount')}</dt>
          <dd>
            <TokenIcon token={token} />
            <span className="foyer-amount">
              {groupThousands(send.sendTokenAmount, locale)} {token.symbol}
            </span>
            {Number.isFinite(amountUsd) && amountUsd > 0 ? (
              <span className="foyer-muted">{formatUsd(amountUsd, locale)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('sendReceiver')}</dt>
          <dd data-testid="foyer-send-preview-receiver">
            <Avatar address={receiver} image={send.receiverProfileImage} />
            {send.receiverProfileName ? <span>{send.receiverProfileName}</span> : null}
            {/* A name alone hides where the tokens go: the address shows too, in full on hover and to screen readers. */}
            <span className={send.receiverProfileName ? 'foyer-muted' : undefined} title={receiver}>
              <span aria-hidden="true">{shortenAddress(receiver)}</span>
              <span className="foyer-visually-hidden">{receiver}</span>
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('network')}</dt>
          <dd>{network?.name}</dd>
        </div>
        <div>
          <dt>{t('sendNetworkFee')}</dt>
          <dd>{formatGas(send.gas, locale) ?? '–'}</dd>
        </div>
      </dl>
      {status === 'error' && send.error ? (
        <p className="foyer-error" role="alert" tabIndex={-1} ref={outcome}>
          {text(send.error)}
        </p>
      ) : null}
      {pending ? (
        <div className="foyer-row" role="status" style={{ justifyContent: 'center' }}>
          <span className="foyer-spinner" aria-hidden="true" />
          <span>{t('sendPending')}</span>
        </div>
      ) : null}
      <button
        type="button"
        className="foyer-button"
        // While pending the button stays focusable (aria-disabled): `disabled` would drop focus to <body>.
        disabled={!ready && !pending}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (pending) return
          // Core shows the error (snackbar and send.error); nothing more to do here.
          foyer.send.submit().catch(() => {})
        }}
      >
        {pending ? t('sendPending') : t('send')}
      </button>
    </div>
  )
}
