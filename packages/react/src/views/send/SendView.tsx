import { sendInputError, shortenAddress } from '@foyer/core'
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { TokenIcon } from '../../components/TokenIcon.js'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { parseTypedAmount, toTypedAmount } from '../../i18n/typedAmount.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { formatUsd } from '../../utils/formatAmount.js'
import { accountCss } from '../account/accountCss.js'
import { formatQuantity } from '../account/formatQuantity.js'
import { useAccountKey } from '../account/useAccountKey.js'
import { sendCss } from './sendCss.js'
import { formatGas, invalidField, isSendReady, tokenKey, useSendForm } from './useSendForm.js'

/** A name lookup per keystroke would flood the RPC: the receiver is looked up once typing pauses. */
const RECEIVER_DEBOUNCE_MS = 300

/**
 * Send: pick a holding, an amount (with Max) and a receiver (address or ENS
 * name, shown with its name and avatar), see the network fee, then go to the preview. A status line
 * the fields point to names what is missing with the validation messages. Amounts show in the language's format;
 * the amount field reads its decimal mark as well as '.' (parseTypedAmount).
 */
export default function SendView() {
  const { key } = useAccountKey()
  // Core clears the form when the network or account changes: a fresh one here drops what was typed too.
  return <SendForm key={key ?? ''} />
}

/** What the To field asks for: ENS names resolve on EVM networks only. */
function receiverPlaceholder(namespace: string) {
  if (namespace === 'solana') return 'sendReceiverPlaceholderSolana'
  if (namespace === 'bip122') return 'sendReceiverPlaceholderBitcoin'
  if (namespace === 'eip155') return 'sendReceiverPlaceholder'
  return 'sendReceiverPlaceholderAddress'
}

function SendForm() {
  const { foyer, t, locale } = useFoyerContext()
  const text = useMessageText()
  useStyle('foyer-account', accountCss)
  useStyle('foyer-send', sendCss)
  const id = useId()
  const { address, caipNetworkId, key } = useAccountKey()
  const balances = useFoyerSelector((state) => state.balances)
  const namespace = useFoyerSelector((state) => state.activeNamespace)
  const { send, ready: storeReady } = useSendForm()
  const [amount, setAmount] = useState(() => toTypedAmount(send.sendTokenAmount, locale))
  const [receiver, setReceiver] = useState(send.receiverAddress)
  // What is missing is said once the visitor has done something, not to a form they have not touched yet.
  const [touched, setTouched] = useState(() => send.sendTokenAmount !== '' || send.receiverAddress !== '')
  const typed = useRef(receiver)
  typed.current = receiver
  // Until the debounced receiver reaches the store, the store's verdict is about the previous one.
  const ready = storeReady && receiver === send.receiverAddress
  const typedReceiver = useDebouncedValue(receiver, RECEIVER_DEBOUNCE_MS)
  const typedAmount = useDebouncedValue(send.sendTokenAmount, RECEIVER_DEBOUNCE_MS)
  const tokens = balances.account === key ? balances.items : []
  // The native currency is what most sends move: picked at once (once per form), so the form opens ready to type.
  const preselected = useRef(false)
  const native = tokens.find((token) => token.address === undefined) ?? tokens[0]
  useEffect(() => {
    if (preselected.current || !native) return
    preselected.current = true
    if (!foyer.getState().send.token) void foyer.send.setToken(native)
  }, [foyer, native])

  useEffect(() => {
    if (!address || !caipNetworkId) return
    foyer.fetchBalances(address, caipNetworkId).catch(() => {})
  }, [foyer, address, caipNetworkId])

  useEffect(() => {
    if (typedReceiver !== foyer.getState().send.receiverAddress) void foyer.send.setReceiver(typedReceiver)
  }, [foyer, typedReceiver])

  // Leaving within the debounce still hands the store what was typed, unless the account changed.
  useEffect(
    () => () => {
      const state = foyer.getState()
      const address = state.accounts[state.activeNamespace]?.address?.toLowerCase()
      const current = `${state.caipNetwork?.caipNetworkId}:${address}`
      if (current === key && typed.current !== state.send.receiverAddress)
        void foyer.send.setReceiver(typed.current)
    },
    [foyer, key],
  )

  const tokenId = send.token ? tokenKey(send.token) : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-estimate when what the fee depends on changes.
  useEffect(() => {
    if (tokenId) void foyer.send.estimate()
  }, [foyer, tokenId, send.resolvedReceiverAddress, typedAmount])

  if (!foyer.options.features.send || !address) return <p className="foyer-muted">{t('notAvailableBody')}</p>

  const onToken = (event: ChangeEvent<HTMLSelectElement>) => {
    setTouched(true)
    void foyer.send.setToken(tokens.find((token) => tokenKey(token) === event.target.value))
  }
  const onAmount = (event: ChangeEvent<HTMLInputElement>) => {
    setTouched(true)
    setAmount(event.target.value)
    void foyer.send.setAmount(parseTypedAmount(event.target.value, locale))
  }
  const onMax = async () => {
    setTouched(true)
    setAmount(toTypedAmount(await foyer.send.setMax(), locale))
  }
  const amountValue = Number(send.sendTokenAmount)
  const amountUsd =
    send.token && send.sendTokenAmount && Number.isFinite(amountValue) ? amountValue * send.token.price : 0
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    const value = typed.current
    // Enter right after a paste: hand the store the receiver first, then judge the form it gives.
    if (value !== foyer.getState().send.receiverAddress) await foyer.send.setReceiver(value)
    const { send: now } = foyer.getState()
    if (isSendReady(now) && now.receiverAddress === typed.current) foyer.router.push('SendPreview')
  }
  // While the typed receiver waits for the debounce, the store's verdict is about the previous one:
  // judge the form by what is on screen instead, and give the receiver no verdict until it is looked up.
  const message =
    receiver === send.receiverAddress
      ? send.inputError
      : sendInputError({ token: send.token, amount: send.sendTokenAmount, receiver, namespace })
  const shown = touched ? message : undefined
  const invalid = invalidField(shown)

  return (
    <form className="foyer-stack" onSubmit={(event) => void onSubmit(event)}>
      <div className="foyer-field">
        <label htmlFor={`${id}-token`}>{t('sendToken')}</label>
        {/* A native select keeps keyboard and screen-reader use as the platform does; options cannot hold
            images, so the chosen token's logo shows beside it. */}
        <div className="foyer-row foyer-token-picker">
          {send.token ? <TokenIcon token={send.token} /> : null}
          <select id={`${id}-token`} className="foyer-select" value={tokenId ?? ''} onChange={onToken}>
            <option value="">{t('sendChooseToken')}</option>
            {tokens.map((token) => (
              <option key={tokenKey(token)} value={tokenKey(token)}>
                {token.symbol} ({formatQuantity(token.quantity.numeric, locale)})
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="foyer-field">
        <label htmlFor={`${id}-amount`}>{t('sendAmount')}</label>
        <div className="foyer-row">
          <input
            id={`${id}-amount`}
            className="foyer-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amount}
            onChange={onAmount}
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

      <div className="foyer-field">
        <label htmlFor={`${id}-receiver`}>{t('sendReceiver')}</label>
        <input
          id={`${id}-receiver`}
          className="foyer-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(receiverPlaceholder(namespace))}
          value={receiver}
          onChange={(event) => {
            setTouched(true)
            setReceiver(event.target.value)
          }}
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
          {!send.resolving && send.resolvedReceiverAddress ? (
            <>
              <Avatar address={send.resolvedReceiverAddress} image={send.receiverProfileImage} />
              <span>{send.receiverProfileName ?? shortenAddress(send.resolvedReceiverAddress)}</span>
              {send.receiverProfileName ? (
                <span className="foyer-muted">{shortenAddress(send.resolvedReceiverAddress)}</span>
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      <p className="foyer-muted foyer-field__hint" data-testid="foyer-send-fee">
        <span>{t('sendNetworkFee')}</span>
        <span>{formatGas(send.gas, locale) ?? (send.estimating ? '…' : '–')}</span>
      </p>

      {/* The one place the form's problem shows; the fields point here (aria-describedby). */}
      <p id={`${id}-status`} className="foyer-muted" role="status" data-testid="foyer-send-status">
        {shown ? text(shown) : ''}
      </p>

      <button type="submit" className="foyer-button" disabled={!ready}>
        {t('sendPreview')}
      </button>
    </form>
  )
}
