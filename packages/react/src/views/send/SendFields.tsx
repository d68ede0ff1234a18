import { shortenAddress } from '@foyer/core'
import { Avatar } from '../../components/Avatar.js'
import { TokenIcon } from '../../components/TokenIcon.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { formatUsd } from '../../utils/formatNumber.js'
import { formatQuantity } from '../account/formatQuantity.js'
import { AmountInput } from './AmountInput.js'
import type { useSendFields } from './useSendFields.js'
import { tokenKey } from './useSendForm.js'

/** The form's fields and handlers (useSendFields) and the id their labels and hints hang on. */
export interface SendFieldProps {
  id: string
  fields: ReturnType<typeof useSendFields>
}

/**
 * The holding to send. A native select keeps keyboard and screen-reader use as the platform does;
 * options cannot hold images, so the chosen token's logo shows beside it.
 */
export function SendTokenField({ id, fields }: SendFieldProps) {
  const { t, locale } = useFoyerContext()
  const { send, tokens, tokenId, onToken } = fields
  return (
    <div className="foyer-field">
      <label htmlFor={`${id}-token`}>{t('sendToken')}</label>
      <div className="foyer-row foyer-token-picker">
        {send.token ? <TokenIcon token={send.token} /> : null}
        <select
          id={`${id}-token`}
          className="foyer-select"
          value={tokenId ?? ''}
          onChange={(event) => onToken(event.target.value)}
        >
          <option value="">{t('sendChooseToken')}</option>
          {tokens.map((token) => (
            <option key={tokenKey(token)} value={tokenKey(token)}>
              {token.symbol} ({formatQuantity(token.quantity.numeric, locale)})
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** The amount (typed in the language's format) with Max, the balance and the amount's USD value. */
export function SendAmountField({ id, fields }: SendFieldProps) {
  const { t, locale } = useFoyerContext()
  const { send, amount, invalid, onAmount, onMax } = fields
  const amountValue = Number(send.sendTokenAmount)
  const amountUsd =
    send.token && send.sendTokenAmount && Number.isFinite(amountValue) ? amountValue * send.token.price : 0
  return (
    <div className="foyer-field">
      <label htmlFor={`${id}-amount`}>{t('sendAmount')}</label>
      <div className="foyer-row">
        <AmountInput
          id={`${id}-amount`}
          value={amount}
          onChange={(event) => onAmount(event.target.value)}
          aria-describedby={`${id}-amount-hint ${id}-status`}
          aria-invalid={invalid === 'amount' || undefined}
        />
        <button
          type="button"
          className="foyer-button"
          data-variant="secondary"
          onClick={onMax}
          disabled={!send.token}
        >
          {t('sendMax')}
        </button>
      </div>
      <p id={`${id}-amount-hint`} className="foyer-muted foyer-field__hint">
        <span>
          {send.token
            ? t('sendBalance', {
                balance: `${formatQuantity(send.token.quantity.numeric, locale)} ${send.token.symbol}`,
              })
            : ''}
        </span>
        <span>{amountUsd > 0 ? formatUsd(amountUsd, locale) : ''}</span>
      </p>
    </div>
  )
}

/** What the To field asks for: ENS names resolve on EVM networks only. */
function receiverPlaceholder(namespace: string) {
  if (namespace === 'solana') return 'sendReceiverPlaceholderSolana'
  if (namespace === 'bip122') return 'sendReceiverPlaceholderBitcoin'
  if (namespace === 'eip155') return 'sendReceiverPlaceholder'
  return 'sendReceiverPlaceholderAddress'
}

/** The receiver (an address or a name), shown once looked up with its name and avatar. */
export function SendReceiverField({ id, fields }: SendFieldProps) {
  const { t } = useFoyerContext()
  const { send, receiver, namespace, invalid, onReceiver } = fields
  const resolved = send.resolving ? undefined : send.resolvedReceiverAddress
  return (
    <div className="foyer-field">
      <label htmlFor={`${id}-receiver`}>{t('sendReceiver')}</label>
      <input
        id={`${id}-receiver`}
        className="foyer-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t(receiverPlaceholder(namespace))}
        value={receiver}
        onChange={(event) => onReceiver(event.target.value)}
        aria-describedby={`${id}-receiver-hint ${id}-status`}
        aria-invalid={invalid === 'receiver' || undefined}
      />
      <div
        id={`${id}-receiver-hint`}
        className="foyer-receiver"
        aria-live="polite"
        data-testid="foyer-send-receiver"
      >
        {send.resolving ? <span className="foyer-muted">{t('sendResolving')}</span> : null}
        {resolved ? (
          <>
            <Avatar address={resolved} image={send.receiverProfileImage} />
            <span>{send.receiverProfileName ?? shortenAddress(resolved)}</span>
            {send.receiverProfileName ? (
              <span className="foyer-muted">{shortenAddress(resolved)}</span>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
