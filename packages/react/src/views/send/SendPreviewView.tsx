import { shortenAddress } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { accountCss } from '../account/accountCss.js'
import { explorerTxUrl, TransactionSuccess } from '../transaction/TransactionSuccess.js'
import { SendSummary } from './SendSummary.js'
import { sendCss } from './sendCss.js'
import { useSendForm } from './useSendForm.js'

/**
 * The Send preview: what leaves the account, to whom, on which network and for what fee; Send asks
 * the wallet, then the view shows the pending state, and on success the transaction (explorer link,
 * or its shortened hash on a network without explorer). Errors show the wallet's error or
 * 'Transaction error', with Send again to retry. Amounts show in the language's format.
 */
export default function SendPreviewView() {
  const { foyer, t } = useFoyerContext()
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

  if (status === 'success' && send.hash)
    return (
      <TransactionSuccess
        heading={t('sendSuccess')}
        headingRef={outcome}
        explorerHref={explorerTxUrl(network, send.hash)}
        explorerLabel={t('sendViewOnExplorer')}
        fallback={
          <p className="foyer-muted" title={send.hash} data-testid="foyer-send-hash">
            {shortenAddress(send.hash)}
          </p>
        }
        action={t('sendBackToAccount')}
        onAction={backToAccount}
      />
    )

  if (!token || !receiver)
    return <p className="foyer-muted">{send.inputError ? text(send.inputError) : t('notAvailableBody')}</p>
  const pending = status === 'pending'

  return (
    <div className="foyer-stack">
      <SendSummary send={send} token={token} receiver={receiver} network={network} />
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
