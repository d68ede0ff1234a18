import { describe, expect, it } from 'vitest'
import {
  balanceResponseSchema,
  getWalletsQuerySchema,
  getWalletsResponseSchema,
  historyResponseSchema,
  historyTransactionSchema,
  tokenBalanceSchema,
} from './index.js'

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals: '6', numeric: '1' },
  iconUrl: '',
}
const transaction = {
  id: 't1',
  metadata: {
    operationType: 'send',
    hash: '0x1',
    minedAt: '2025-01-02T03:04:05.000Z',
    sentFrom: '0xa',
    sentTo: '0xb',
    status: 'confirmed',
    chain: 'eip155:1',
  },
  transfers: [],
}

// A newer service must not break an older client: answers are read leniently, requests strictly.
describe('answers', () => {
  it('accept a wallet with only an id and a name, and drop fields they do not know', () => {
    expect(
      getWalletsResponseSchema.parse({ count: 1, data: [{ id: 'w1', name: 'Wallet', launched: 2031 }] }),
    ).toEqual({ count: 1, data: [{ id: 'w1', name: 'Wallet' }] })
  })

  it('accept operation types and statuses added after them', () => {
    const bridge = {
      ...transaction,
      metadata: { ...transaction.metadata, operationType: 'bridge', status: 'pending' },
    }
    const page = historyResponseSchema.parse({ data: [bridge], next: null })
    expect(page.data[0]?.metadata).toMatchObject({ operationType: 'bridge', status: 'pending' })
  })

  it('refuse what the client cannot use: a balance whose decimals are not a number, a time that is not ISO 8601', () => {
    expect(
      tokenBalanceSchema.safeParse({ ...usdc, quantity: { decimals: 'six', numeric: '1' } }).success,
    ).toBe(false)
    expect(tokenBalanceSchema.safeParse(usdc).success).toBe(true)
    expect(
      historyTransactionSchema.safeParse({
        ...transaction,
        metadata: { ...transaction.metadata, minedAt: 'yesterday' },
      }).success,
    ).toBe(false)
  })
})

// One odd item must cost that item, not the page: lists are read item by item.
describe('list answers', () => {
  it('leave out the history items they cannot read, count them, and keep the rest', () => {
    const bad = { ...transaction, id: 'bad', metadata: { ...transaction.metadata, minedAt: 'yesterday' } }
    const page = historyResponseSchema.parse({ data: [transaction, bad, { id: 'worse' }], next: 'p2' })
    expect(page).toEqual({ data: [transaction], next: 'p2', dropped: 2 })
  })

  it('leave out balances and wallets they cannot read', () => {
    const odd = { ...usdc, symbol: 'ODD', quantity: { decimals: '1e3', numeric: '1' } }
    expect(balanceResponseSchema.parse({ balances: [odd, usdc] })).toEqual({ balances: [usdc], dropped: 1 })
    expect(
      getWalletsResponseSchema.parse({
        count: 3,
        data: [{ id: 'w1', name: 'One' }, { id: '', name: 'No id' }, null],
      }),
    ).toEqual({ count: 3, data: [{ id: 'w1', name: 'One' }], dropped: 2 })
  })

  it('say nothing was dropped when every item reads, so a parsed answer equals what was sent', () => {
    expect(balanceResponseSchema.parse({ balances: [usdc] })).toEqual({ balances: [usdc] })
    expect('dropped' in historyResponseSchema.parse({ data: [transaction], next: null })).toBe(false)
  })

  it('still refuse an answer whose list is not a list, or whose other fields do not read', () => {
    expect(historyResponseSchema.safeParse({ data: 'none', next: null }).success).toBe(false)
    expect(historyResponseSchema.safeParse({ data: [] }).success).toBe(false)
    expect(getWalletsResponseSchema.safeParse({ count: -1, data: [] }).success).toBe(false)
  })
})

describe('requests', () => {
  it('parse the directory query from its strings, with the default page sizes of the directory', () => {
    expect(
      getWalletsQuerySchema.parse({ chains: 'eip155:1, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toEqual({
      page: 1,
      entries: 40,
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    const refused = getWalletsQuerySchema.safeParse({ entries: '101', include: 'io.metamask' })
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'must be at most 100',
      'expected 64 lowercase hex characters',
    ])
  })
})
