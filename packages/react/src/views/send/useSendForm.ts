import type { FoyerMessage, FoyerState, SendState } from '@foyer/core'
import { shallowEqual, useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { groupThousands } from '../../utils/formatAmount.js'
import { formatUsd } from '../../utils/formatNumber.js'

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

/** The field a validation message is about (aria-invalid goes there); undefined for the form as a whole. */
export function invalidField(message: FoyerMessage | undefined): 'amount' | 'receiver' | undefined {
  if (message?.id === 'insufficientBalance' || message?.id === 'incorrectAmount') return 'amount'
  if (
    message?.id === 'invalidAddress' ||
    message?.id === 'resolveNameFailed' ||
    message?.id === 'sendNameNotFound'
  )
    return 'receiver'
  return undefined
}

/** The select value of a holding: its contract, or the native currency. */
export const tokenKey = (token: { address?: string | undefined; symbol: string }) =>
  token.address ?? `native:${token.symbol}`

/**
 * A fee in whole native units with 3 significant fraction digits, in the language's format:
 * '0.000036617' -> '0.0000366' in en, '0,0000366' in de.
 */
function formatFee(fee: string, locale = 'en'): string {
  const [whole = '0', fraction = ''] = fee.split('.')
  const lead = fraction.length - fraction.replace(/^0+/, '').length
  const kept = whole === '0' ? fraction.slice(0, lead + 3) : fraction.slice(0, 3)
  const trimmed = kept.replace(/0+$/, '')
  return groupThousands(trimmed ? `${whole}.${trimmed}` : whole, locale)
}

/** The network fee line: '0.0000366 ETH ($0.08)' in the language's format, or undefined without one. */
export function formatGas(gas: SendState['gas'], locale: string): string | undefined {
  if (!gas) return undefined
  const fee = `${formatFee(gas.fee, locale)} ${gas.symbol}`
  return gas.usd === undefined ? fee : `${fee} (${formatUsd(gas.usd, locale)})`
}
