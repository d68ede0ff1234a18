import { describe, expect, it } from 'vitest'
import {
  getExchangeBuyStatusParamsSchema,
  getExchangePayUrlParamsSchema,
  getExchangesParamsSchema,
} from './exchange.js'

describe('the Pay methods’ params', () => {
  it('accept what the hosted kit’s Pay sends', () => {
    // Its first page is 0.
    expect(getExchangesParamsSchema.safeParse({ page: 0 }).success).toBe(true)
    const payUrl = {
      exchangeId: 'foyer-exchange',
      asset: 'eip155:31337/erc20:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      amount: '0x989680',
      recipient: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }
    expect(getExchangePayUrlParamsSchema.safeParse(payUrl).success).toBe(true)
    expect(
      getExchangePayUrlParamsSchema.safeParse({
        ...payUrl,
        asset: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501',
        recipient: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:GYUbnsBrVeXNkqcs2sJmAvZmCNPgE3Eeh2Uu5wSPFUzK',
      }).success,
    ).toBe(true)
    // The hosted kit's client sends `Number(amount).toString(16)` of whole units: 10 is `a`, 0.5 is `0.8`.
    for (const amount of ['a', '0.8', '0.1999999999999a'])
      expect(getExchangePayUrlParamsSchema.safeParse({ ...payUrl, amount }).success).toBe(true)
    expect(getExchangeBuyStatusParamsSchema.safeParse({ sessionId: 'abc', exchangeId: 'x' }).success).toBe(
      true,
    )
  })

  it('refuse a negative page, an amount that is not hex and an address that is not CAIP-10', () => {
    expect(getExchangesParamsSchema.safeParse({ page: -1 }).success).toBe(false)
    expect(getExchangesParamsSchema.safeParse({ page: 1.5 }).success).toBe(false)
    const base = {
      exchangeId: 'foyer-exchange',
      asset: 'eip155:1/slip44:60',
      amount: '0x1',
      recipient: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }
    for (const amount of ['10 USDC', '-1', '0x', '1.5.2', '12.50g', ''])
      expect(getExchangePayUrlParamsSchema.safeParse({ ...base, amount }).success).toBe(false)
    expect(getExchangePayUrlParamsSchema.safeParse({ ...base, recipient: '0x7099' }).success).toBe(false)
    expect(getExchangePayUrlParamsSchema.safeParse({ ...base, asset: 'usdc' }).success).toBe(false)
  })
})
