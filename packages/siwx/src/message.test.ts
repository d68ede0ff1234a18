import { describe, expect, it } from 'vitest'
import { createSIWXMessage, isSessionLive, parseSIWXMessage } from './message.js'
import { randomNonce } from './nonce.js'
import type { SIWXMessageData } from './types.js'

const data: SIWXMessageData = {
  accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  chainId: 'eip155:31337',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'abcdef1234567890x',
  issuedAt: '2026-11-25T00:00:00.000Z',
  statement: 'Sign in to Foyer Demo',
  expirationTime: '2026-12-02T00:00:00.000Z',
  resources: ['https://example.com/terms'],
}

describe('sign-in messages', () => {
  it('writes EIP-4361 text (checksummed address, chain, nonce, times) and reads it back', () => {
    const text = createSIWXMessage(data).toString()
    expect(text.split('\n').slice(0, 4)).toEqual([
      'localhost:5173 wants you to sign in with your Ethereum account:',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
      'Sign in to Foyer Demo',
    ])
    expect(text).toContain('Chain ID: 31337')
    expect(text).toContain('Nonce: abcdef1234567890x')
    expect(text).toContain('Expiration Time: 2026-12-02T00:00:00.000Z')
    expect(parseSIWXMessage(text)).toEqual({
      ...data,
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })

  it('refuses what EIP-4361 does not allow, with a clear reason', () => {
    expect(() => createSIWXMessage({ ...data, nonce: 'short' })).toThrow(
      'The nonce must be at least 8 letters or digits',
    )
    expect(() => createSIWXMessage({ ...data, accountAddress: '0x123' })).toThrow('Invalid account address')
    expect(() => createSIWXMessage({ ...data, chainId: 'cosmos:cosmoshub-4' })).toThrow(
      'Sign-in supports eip155, solana and bip122 chains, not cosmos:cosmoshub-4',
    )
    expect(() => createSIWXMessage({ ...data, chainId: 'eip155:0x1' })).toThrow(/Invalid eip155 chain id/)
    expect(() => createSIWXMessage({ ...data, chainId: 'eip155' as never })).toThrow(/must be CAIP-2/)
    expect(() => createSIWXMessage({ ...data, domain: 'https://x.example/path' })).toThrow(/must be a host/)
    expect(() => createSIWXMessage({ ...data, statement: 'two\nlines' })).toThrow(/single line/)
    expect(() => parseSIWXMessage('hello')).toThrow(
      'Not a sign-in message: expected EIP-4361 or CAIP-122 text',
    )
    const text = createSIWXMessage(data).toString()
    expect(() => parseSIWXMessage(text.replace('Nonce: ', 'Nonce: !'))).toThrow('Not an EIP-4361 message')
  })

  it('knows when a session is live', () => {
    expect(isSessionLive(data, Date.parse('2026-11-30T00:00:00Z'))).toBe(true)
    expect(isSessionLive(data, Date.parse('2026-12-03T00:00:00Z'))).toBe(false)
    expect(
      isSessionLive({ ...data, notBefore: '2026-11-28T00:00:00Z' }, Date.parse('2026-11-26T00:00:00Z')),
    ).toBe(false)
  })

  it('draws nonces of 17 letters and digits, each new', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => randomNonce()))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{17}$/)
  })
})
