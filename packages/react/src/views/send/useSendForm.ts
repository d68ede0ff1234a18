import type { FoyerState } from '@foyer/core'
import { shallowEqual, useFoyerSelector } from '../../hooks/useFoyerSelector.js'

const selectSend = (state: FoyerState) => state.send

/** Whether the Send form in the store may go to the preview. */
export const isSendReady = (send: FoyerState['send']) =>
  !send.inputError &&
  !send.resolving &&
  send.resolvedReceiverAddress !== undefined &&
  send.token !== undefined

/** The Send form (`state.send`) and whether it may go to the preview. */
export function useSendForm() {
  const send = useFoyerSelector(selectSend, shallowEqual)
  return { send, ready: isSendReady(send) }
}

/** The field a §5 message is about (aria-invalid goes there); undefined for the form as a whole. */
export function invalidField(message: string | undefined): 'amount' | 'receiver' | undefined {
  if (message === 'Insufficient balance' || message === 'Incorrect amount') return 'amount'
  if (message === 'Invalid address' || message === 'Error resolving name') return 'receiver'
  return undefined
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const small = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 2,
})

/** A USD figure; below a cent it keeps two significant digits ('$0.0042') rather than '$0.00'. */
export const formatUsd = (value: number) => (value > 0 && value < 0.01 ? small : usd).format(value)

/** The select value of a holding: its contract, or the native currency. */
export const tokenKey = (token: { address?: string | undefined; symbol: string }) =>
  token.address ?? `native:${token.symbol}`

/** A fee in whole native units with 3 significant fraction digits: '0.000036617' -> '0.0000366'. */
export function formatFee(fee: string): string {
  const [whole = '0', fraction = ''] = fee.split('.')
  const lead = fraction.length - fraction.replace(/^0+/, '').length
  const kept = whole === '0' ? fraction.slice(0, lead + 3) : fraction.slice(0, 3)
  const trimmed = kept.replace(/0+$/, '')
  return trimmed ? `${whole}.${trimmed}` : whole
}
