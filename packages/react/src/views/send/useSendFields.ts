import { type FoyerMessage, type SendState, sendInputError, type TokenBalance } from '@foyer/core'
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { parseTypedAmount, toTypedAmount } from '../../i18n/typedAmount.js'
import { useAccountKey } from '../account/useAccountKey.js'
import { invalidField, isSendReady, tokenKey, useSendForm } from './useSendForm.js'

/** A name lookup per keystroke would flood the RPC: the receiver is looked up once typing pauses. */
const RECEIVER_DEBOUNCE_MS = 300

/**
 * The Send form's fields as typed (the amount in the language's format, the receiver before its
 * debounce) over core's form (`state.send`), their handlers, and what is missing once the visitor
 * has done something.
 */
export function useSendFields() {
  const { foyer, locale } = useFoyerContext()
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
  const typedReceiver = useDebouncedValue(receiver, RECEIVER_DEBOUNCE_MS)
  const typedAmount = useDebouncedValue(send.sendTokenAmount, RECEIVER_DEBOUNCE_MS)
  const tokens = balances.account === key ? balances.items : []
  usePreselectNative(tokens)

  useEffect(() => {
    if (!address || !caipNetworkId) return
    foyer.fetchBalances(address, caipNetworkId).catch(() => {})
  }, [foyer, address, caipNetworkId])
  useReceiverToStore(typedReceiver, typed, key)

  const tokenId = send.token ? tokenKey(send.token) : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-estimate when what the fee depends on changes.
  useEffect(() => {
    if (tokenId) void foyer.send.estimate()
  }, [foyer, tokenId, send.resolvedReceiverAddress, typedAmount])

  const handlers = {
    onToken: (value: string) => {
      setTouched(true)
      void foyer.send.setToken(tokens.find((token) => tokenKey(token) === value))
    },
    onAmount: (value: string) => {
      setTouched(true)
      setAmount(value)
      void foyer.send.setAmount(parseTypedAmount(value, locale))
    },
    onMax: async () => {
      setTouched(true)
      setAmount(toTypedAmount(await foyer.send.setMax(), locale))
    },
    onReceiver: (value: string) => {
      setTouched(true)
      setReceiver(value)
    },
    onSubmit: async (event: FormEvent) => {
      event.preventDefault()
      setTouched(true)
      const value = typed.current
      // Enter right after a paste: hand the store the receiver first, then judge the form it gives.
      if (value !== foyer.getState().send.receiverAddress) await foyer.send.setReceiver(value)
      const { send: now } = foyer.getState()
      if (isSendReady(now) && now.receiverAddress === typed.current) foyer.router.push('SendPreview')
    },
  }
  const shown = touched ? shownMessage(send, receiver, namespace) : undefined
  return {
    address,
    send,
    tokens,
    tokenId,
    amount,
    receiver,
    namespace,
    // Until the debounced receiver reaches the store, the store's verdict is about the previous one.
    ready: storeReady && receiver === send.receiverAddress,
    // Named by core's type: the declaration file then needs no import from @foyer/errors.
    shown: shown as FoyerMessage | undefined,
    invalid: invalidField(shown),
    ...handlers,
  }
}

/**
 * While the typed receiver waits for the debounce, the store's verdict is about the previous one:
 * the form is judged by what is on screen instead, the receiver getting no verdict until it is looked up.
 */
function shownMessage(send: SendState, receiver: string, namespace: string): FoyerMessage | undefined {
  return receiver === send.receiverAddress
    ? send.inputError
    : sendInputError({ token: send.token, amount: send.sendTokenAmount, receiver, namespace })
}

/** The native currency is what most sends move: picked at once (once per form), so the form opens ready to type. */
function usePreselectNative(tokens: readonly TokenBalance[]) {
  const { foyer } = useFoyerContext()
  const preselected = useRef(false)
  const native = tokens.find((token) => token.address === undefined) ?? tokens[0]
  useEffect(() => {
    if (preselected.current || !native) return
    preselected.current = true
    if (!foyer.getState().send.token) void foyer.send.setToken(native)
  }, [foyer, native])
}

/** Hands core the receiver once typing pauses, and on leaving within the debounce unless the account changed. */
function useReceiverToStore(typedReceiver: string, typed: RefObject<string>, key: string | undefined) {
  const { foyer } = useFoyerContext()
  useEffect(() => {
    if (typedReceiver !== foyer.getState().send.receiverAddress) void foyer.send.setReceiver(typedReceiver)
  }, [foyer, typedReceiver])

  useEffect(
    () => () => {
      const state = foyer.getState()
      const address = state.accounts[state.activeNamespace]?.address?.toLowerCase()
      const current = `${state.caipNetwork?.caipNetworkId}:${address}`
      if (current === key && typed.current !== state.send.receiverAddress)
        void foyer.send.setReceiver(typed.current)
    },
    [foyer, key, typed],
  )
}
