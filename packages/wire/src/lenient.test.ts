import { describe, expect, it } from 'vitest'
import {
  getWalletsQuerySchema,
  getWalletsResponseSchema,
  historyResponseSchema,
  tokenBalanceSchema,
} from './index.js'

// A newer service must not break an older client: answers are read leniently, requests strictly.
describe('answers', () => {
  it('accept a wallet with only an id and a name, and drop fields they do not know', () => {
    expect(
      getWalletsResponseSchema.parse({ count: 1, data: [{ id: 'w1', name: 'Wallet', launched: 2031 }] }),
    ).toEqual({ count: 1, data: [{ id: 'w1', name: 'Wallet' }] })
  })

  it('accept operation types and statuses added after them', () => {
    const page = historyResponseSchema.parse({
      data: [
        {
          id: 't1',
          metadata: {
            operationType: 'bridge',
            hash: '0x1',
            minedAt: '2025-01-02T03:04:05.000Z',
            sentFrom: '0xa',
            sentTo: '0xb',
            status: 'pending',
            chain: 'eip155:1',
          },
          transfers: [],
        },
      ],
      next: null,
    })
    expect(page.data[0]?.metadata.operationType).toBe('bridge')
  })

  it('refuse what the client cannot use: a balance whose decimals are not a number, a time that is not ISO 8601', () => {
    const balance = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      value: 1,
      price: 1,
      quantity: { decimals: 'six', numeric: '1' },
      iconUrl: '',
    }
    expect(tokenBalanceSchema.safeParse(balance).success).toBe(false)
    expect(
      tokenBalanceSchema.safeParse({ ...balance, quantity: { decimals: '6', numeric: '1' } }).success,
    ).toBe(true)
    const transaction = { id: 't', metadata: { minedAt: 'yesterday' }, transfers: [] }
    expect(historyResponseSchema.safeParse({ data: [transaction], next: null }).success).toBe(false)
  })
})

describe('requests', () => {
  it('parse the directory query from its strings, with the defaults of §9', () => {
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
