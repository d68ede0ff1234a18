import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types/portfolio.js'
import {
  isNameLike,
  maxAmount,
  SEND_MESSAGES,
  sendInputError,
  toEvmAddress,
  toReceiverAddress,
} from './validate.js'

const token = (numeric: string, decimals: string, native = false): TokenBalance => ({
  name: native ? 'Ether' : 'USD Coin',
  symbol: native ? 'ETH' : 'USDC',
  chainId: 'eip155:1',
  ...(native ? {} : { address: `eip155:1:0x${'a'.repeat(40)}` }),
  value: 1,
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: '',
})
const usdc = token('10.5', '6')
const receiver = `0x${'1'.repeat(40)}`

describe('sendInputError', () => {
  it('asks for a token first, then for an amount and a receiver', () => {
    expect(sendInputError({ token: undefined, amount: '1', receiver })).toEqual({ id: 'sendTokenRequired' })
    expect(sendInputError({ token: usdc, amount: '', receiver })).toEqual({
      id: 'sendAmountAndReceiverRequired',
    })
    expect(sendInputError({ token: usdc, amount: '1', receiver: ' ' })).toEqual({
      id: 'sendAmountAndReceiverRequired',
    })
  })

  it("says 'Insufficient balance' above the balance, and accepts exactly the balance", () => {
    expect(sendInputError({ token: usdc, amount: '10.500001', receiver })).toEqual({
      id: 'insufficientBalance',
    })
    expect(sendInputError({ token: usdc, amount: '10.5', receiver })).toBeUndefined()
  })

  it("says 'Insufficient balance' for too much even before a receiver is typed", () => {
    expect(sendInputError({ token: usdc, amount: '11', receiver: '' })).toEqual({ id: 'insufficientBalance' })
    expect(sendInputError({ token: usdc, amount: '10', receiver: '' })).toEqual({
      id: 'sendAmountAndReceiverRequired',
    })
  })

  it('refuses an amount that is zero or not a number, and a receiver that is neither address nor name', () => {
    expect(sendInputError({ token: usdc, amount: '0', receiver })).toEqual({ id: 'incorrectAmount' })
    expect(sendInputError({ token: usdc, amount: '1e2', receiver })).toEqual({ id: 'incorrectAmount' })
    // Said as soon as it is typed, before the receiver.
    expect(sendInputError({ token: usdc, amount: 'abc', receiver: '' })).toEqual({ id: 'incorrectAmount' })
    expect(sendInputError({ token: usdc, amount: '1', receiver: '0x123' })).toEqual({ id: 'invalidAddress' })
    expect(sendInputError({ token: usdc, amount: '1', receiver: 'alice.eth' })).toBeUndefined()
    expect(
      sendInputError({
        token: usdc,
        amount: '1',
        receiver: 'nobody.eth',
        receiverError: { id: 'invalidAddress' },
      }),
    ).toEqual({ id: 'invalidAddress' })
  })
})

describe('receivers', () => {
  it('takes 40 hex characters with or without 0x', () => {
    expect(toEvmAddress('1'.repeat(40))).toBe(receiver)
    expect(toEvmAddress(receiver)).toBe(receiver)
    expect(toEvmAddress(`0x${'g'.repeat(40)}`)).toBeUndefined()
    expect(toEvmAddress(`0x${'1'.repeat(39)}`)).toBeUndefined()
  })

  it('recognises names to resolve', () => {
    expect(isNameLike('alice.eth')).toBe(true)
    expect(isNameLike('pay.alice.eth')).toBe(true)
    expect(isNameLike('alice')).toBe(false)
    expect(isNameLike('alice.eth/x')).toBe(false)
  })
})

describe('receiver addresses per namespace', () => {
  const solana = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
  it('takes base58 for Solana and 0x hex for EVM, not the other way round', () => {
    expect(toReceiverAddress(` ${solana} `, 'solana')).toBe(solana)
    expect(toReceiverAddress(solana, 'eip155')).toBeUndefined()
    expect(toReceiverAddress('0x1234567890abcdef1234567890abcdef12345678', 'solana')).toBeUndefined()
    expect(toReceiverAddress('0OIl'.repeat(9), 'solana')).toBeUndefined()
  })

  it('takes bech32 and base58 Bitcoin addresses of any network for bip122, and nothing else', () => {
    const regtest = 'bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x'
    expect(toReceiverAddress(` ${regtest} `, 'bip122')).toBe(regtest)
    expect(toReceiverAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBeDefined()
    expect(toReceiverAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'bip122')).toBeDefined()
    expect(toReceiverAddress('bcrt1qO', 'bip122')).toBeUndefined()
    expect(toReceiverAddress('Bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x', 'bip122')).toBeUndefined()
    expect(toReceiverAddress(regtest, 'eip155')).toBeUndefined()
    expect(toReceiverAddress(solana, 'bip122')).toBeUndefined()
  })

  it('judges the Send form by the active namespace', () => {
    const form = { token: usdc, amount: '1', receiver: solana }
    expect(sendInputError({ ...form, namespace: 'solana' })).toBeUndefined()
    expect(sendInputError({ ...form, namespace: 'eip155' })).toBe(SEND_MESSAGES.invalidAddress)
  })
})

describe('maxAmount', () => {
  it('is the whole balance of a token', () => {
    expect(maxAmount(usdc, 10n ** 15n)).toBe(10_500_000n)
  })

  it('keeps twice the estimated fee of the native currency, never going below zero', () => {
    const eth = token('1', '18', true)
    expect(maxAmount(eth, 10n ** 15n)).toBe(10n ** 18n - 2n * 10n ** 15n)
    expect(maxAmount(eth, 10n ** 18n)).toBe(0n)
    expect(maxAmount(eth, undefined)).toBe(10n ** 18n)
  })
})
