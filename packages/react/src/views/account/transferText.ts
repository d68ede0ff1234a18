import type { HistoryTransaction, HistoryTransfer } from '@foyer/core'
import { formatQuantity } from './formatQuantity.js'

// §5: + for receive, deposit, borrow and claim; - for withdraw, repay, burn and send.
const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS = new Set(['withdraw', 'repay', 'burn', 'send'])

/** The sign of a transfer's amount: from the operation (§5), else from the transfer's direction. */
function transferSign(operationType: string, transfer: HistoryTransfer | undefined): '+' | '-' | '' {
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return '-'
  if (transfer?.direction === 'in') return '+'
  if (transfer?.direction === 'out') return '-'
  return ''
}

/** '+1.500 ETH', '-0.250 USDC' or the NFT's name: the first transfer, quantities with 3 decimals (§5). */
export function transferAmount(transaction: HistoryTransaction): string {
  const transfer = transaction.transfers[0]
  if (!transfer) return ''
  const sign = transferSign(transaction.metadata.operationType, transfer)
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name}`
  const symbol = transfer.fungible_info?.symbol
  return `${sign}${formatQuantity(transfer.quantity.numeric)}${symbol ? ` ${symbol}` : ''}`
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
