import { type Hex, hexToBigInt, hexToNumber } from 'viem'

/** A block as `eth_getBlockByNumber(n, true)` returns it (the fields the indexer reads). */
export interface RpcBlock {
  number: Hex
  hash: Hex
  timestamp: Hex
  transactions: readonly {
    hash: Hex
    from: Hex
    to: Hex | null
    nonce: Hex
    value: Hex
    input: Hex
    transactionIndex: Hex
  }[]
}

/** A receipt as `eth_getBlockReceipts` returns it (the fields the indexer reads). */
export interface RpcReceipt {
  transactionHash: Hex
  status: Hex
  logs: readonly { address: Hex; topics: readonly Hex[]; data: Hex; logIndex: Hex }[]
}

interface IndexedTransaction {
  hash: string
  blockNumber: bigint
  txIndex: number
  minedAt: Date
  sender: string
  recipient: string | null
  nonce: bigint
  value: string
  selector: string
  status: 'confirmed' | 'failed'
}

interface IndexedTransfer {
  hash: string
  /** -1 for the transaction's own native value. */
  logIndex: number
  kind: 'native' | 'erc20' | 'erc721'
  /** Lower-case contract address; '' for native. */
  token: string
  sender: string
  recipient: string
  /** Raw amount (decimal), or the token id of an ERC-721. */
  amount: string
}

export interface DecodedBlock {
  number: bigint
  hash: string
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
}

/** keccak256("Transfer(address,address,uint256)"): the same event for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const topicAddress = (topic: Hex) => `0x${topic.slice(26)}`.toLowerCase()

/**
 * Turns a block and its receipts into rows: every transaction, its native value when it succeeded,
 * and every Transfer log (3 topics + data: ERC-20; 4 topics: ERC-721 with the token id indexed).
 */
export function decodeBlock(block: RpcBlock, receipts: readonly RpcReceipt[]): DecodedBlock {
  const receiptByHash = new Map(receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]))
  const minedAt = new Date(hexToNumber(block.timestamp) * 1000)
  const transactions: IndexedTransaction[] = []
  const transfers: IndexedTransfer[] = []
  for (const tx of block.transactions) {
    const hash = tx.hash.toLowerCase()
    const receipt = receiptByHash.get(hash)
    const succeeded = receipt?.status === '0x1'
    const value = hexToBigInt(tx.value)
    const sender = tx.from.toLowerCase()
    const recipient = tx.to?.toLowerCase() ?? null
    transactions.push({
      hash,
      blockNumber: hexToBigInt(block.number),
      txIndex: hexToNumber(tx.transactionIndex),
      minedAt,
      sender,
      recipient,
      nonce: hexToBigInt(tx.nonce),
      value: value.toString(),
      selector: tx.input.slice(0, 10).toLowerCase(),
      status: succeeded ? 'confirmed' : 'failed',
    })
    if (succeeded && value > 0n && recipient !== null) {
      transfers.push({
        hash,
        logIndex: -1,
        kind: 'native',
        token: '',
        sender,
        recipient,
        amount: value.toString(),
      })
    }
    for (const log of receipt?.logs ?? []) {
      const [topic0, from, to, tokenId] = log.topics
      if (topic0?.toLowerCase() !== TRANSFER_TOPIC || from === undefined || to === undefined) continue
      const isNft = tokenId !== undefined
      if (!isNft && log.data.length < 66) continue
      transfers.push({
        hash,
        logIndex: hexToNumber(log.logIndex),
        kind: isNft ? 'erc721' : 'erc20',
        token: log.address.toLowerCase(),
        sender: topicAddress(from),
        recipient: topicAddress(to),
        amount: hexToBigInt(isNft ? tokenId : (log.data.slice(0, 66) as Hex)).toString(),
      })
    }
  }
  return { number: hexToBigInt(block.number), hash: block.hash.toLowerCase(), transactions, transfers }
}
