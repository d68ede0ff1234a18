import type { HistoryTransaction, HistoryTransfer } from '@foyer/core'
import { formatQuantity } from './formatQuantity.js'

// + for receive, deposit, borrow and claim; - for withdraw, repay, burn and send.
const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS = new Set(['withdraw', 'repay', 'burn', 'send'])

/** The sign of a transfer's amount: from the operation, else from the transfer's direction. */
function transferSign(operationType: string, transfer: HistoryTransfer | undefined): '+' | '-' | '' {
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return '-'
  if (transfer?.direction === 'in') return '+'
  if (transfer?.direction === 'out') return '-'
  return ''
}

function transferText(sign: string, transfer: HistoryTransfer, locale: string): string {
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name}`
  const symbol = transfer.fungible_info?.symbol
  return `${sign}${formatQuantity(transfer.quantity.numeric, locale)}${symbol ? ` ${symbol}` : ''}`
}

/** '+1.500 ETH', '-0.250 USDC' or the NFT's name: the first transfer, quantities with 3 decimals. */
function transferAmount(transaction: HistoryTransaction, locale = 'en'): string {
  const transfer = transaction.transfers[0]
  if (!transfer) return ''
  return transferText(transferSign(transaction.metadata.operationType, transfer), transfer, locale)
}

/**
 * Every side of a transaction, what left the account first: a swap reads '-0.100 ETH' and
 * '+301.234 USDC'. A transaction with one transfer reads as transferAmount.
 */
export function transferAmounts(transaction: HistoryTransaction, locale = 'en'): string[] {
  const { transfers } = transaction
  if (transfers.length <= 1) return transfers.length ? [transferAmount(transaction, locale)] : []
  const out = transfers.filter((t) => t.direction === 'out')
  const rest = transfers.filter((t) => t.direction !== 'out')
  return [...out, ...rest].map((transfer) =>
    transferText(
      transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : '',
      transfer,
      locale,
    ),
  )
}

/**
 * The other side of a transaction: the recipient of what the account sent, else the sender. The first
 * transfer's own parties win over the transaction's (whose `to` is the contract of a token transfer).
 */
export function counterparty(transaction: HistoryTransaction, address: string): string {
  const transfer = transaction.transfers[0]
  if (transfer?.direction === 'out' && transfer.recipient) return transfer.recipient
  if (transfer?.direction === 'in' && transfer.sender) return transfer.sender
  const { sentFrom, sentTo } = transaction.metadata
  return sentFrom.toLowerCase() === address.toLowerCase() ? sentTo : sentFrom
}

/** 'send' -> 'Send'. */
export const operationLabel = (operationType: string) =>
  operationType.charAt(0).toUpperCase() + operationType.slice(1)
