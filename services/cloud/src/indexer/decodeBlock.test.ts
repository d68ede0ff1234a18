import { pad, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeBlock, type RpcBlock, type RpcReceipt, TRANSFER_TOPIC } from './decodeBlock.js'

const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const bob = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const token = '0xd89c1432eaa169c54dc7610c744c68a2f4b6b3e5'
const nft = '0x749d20d85555330d20862770b58a72939285c42a'
const zero = '0x0000000000000000000000000000000000000000'
const topic = (address: string) => pad(address as `0x${string}`)

function tx(hash: string, index: number, value: bigint, to: string | null = bob) {
  return {
    hash: hash as `0x${string}`,
    from: alice as `0x${string}`,
    to: to as `0x${string}` | null,
    nonce: toHex(index),
    value: toHex(value),
    input: '0xa9059cbb0000' as `0x${string}`,
    transactionIndex: toHex(index),
  }
}

describe('decodeBlock', () => {
  const block: RpcBlock = {
    number: '0x51',
    hash: '0xBB',
    timestamp: toHex(1_700_000_000),
    transactions: [
      tx('0xA1', 0, 10n ** 18n),
      tx('0xA2', 1, 5n),
      tx('0xA3', 2, 0n, token),
      tx('0xA4', 3, 0n, null),
    ],
  }
  const receipts: RpcReceipt[] = [
    { transactionHash: '0xa1', status: '0x1', logs: [] },
    { transactionHash: '0xa2', status: '0x0', logs: [] },
    {
      transactionHash: '0xa3',
      status: '0x1',
      logs: [
        {
          address: token,
          topics: [TRANSFER_TOPIC, topic(alice), topic(bob)],
          data: pad(toHex(2500n)),
          logIndex: '0x0',
        },
        {
          address: nft,
          topics: [TRANSFER_TOPIC, topic(zero), topic(bob), pad(toHex(666n))],
          data: '0x',
          logIndex: '0x1',
        },
        // Some other event: ignored.
        { address: token, topics: [pad('0x01'), topic(alice)], data: '0x', logIndex: '0x2' },
      ],
    },
    { transactionHash: '0xa4', status: '0x1', logs: [] },
  ]
  const decoded = decodeBlock(block, receipts)

  it('keeps every transaction with its status, time and lower-case addresses', () => {
    expect(decoded.number).toBe(81n)
    expect(decoded.transactions.map((row) => [row.hash, row.status, row.txIndex, row.recipient])).toEqual([
      ['0xa1', 'confirmed', 0, bob],
      ['0xa2', 'failed', 1, bob],
      ['0xa3', 'confirmed', 2, token],
      ['0xa4', 'confirmed', 3, null],
    ])
    expect(decoded.transactions[0]?.minedAt.toISOString()).toBe('2023-11-14T22:13:20.000Z')
    expect(decoded.transactions[0]?.selector).toBe('0xa9059cbb')
  })

  it('records native value only for successful transactions, ERC-20 amounts and ERC-721 token ids', () => {
    expect(decoded.transfers).toEqual([
      {
        hash: '0xa1',
        logIndex: -1,
        kind: 'native',
        token: '',
        sender: alice,
        recipient: bob,
        amount: '1000000000000000000',
      },
      { hash: '0xa3', logIndex: 0, kind: 'erc20', token, sender: alice, recipient: bob, amount: '2500' },
      { hash: '0xa3', logIndex: 1, kind: 'erc721', token: nft, sender: zero, recipient: bob, amount: '666' },
    ])
  })
})
