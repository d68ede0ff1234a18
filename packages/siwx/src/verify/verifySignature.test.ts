import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinSigner, chains, solanaSigner } from '../_test/keys.js'
import { createSIWXMessage } from '../message.js'
import { verifySIWXSignature } from './verifySignature.js'

const message = (accountAddress: string, chainId: `${string}:${string}`) =>
  createSIWXMessage({
    accountAddress,
    chainId,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'n0nceN0nce123456',
    issuedAt: '2026-11-25T00:00:00.000Z',
    statement: 'Sign in to App',
  }).toString()

// A tampered message: one character of the statement changed after signing.
const tamper = (text: string) => text.replace('Sign in to App', 'Sign in to Apq')

type Signed = Parameters<typeof verifySIWXSignature>[0]

/** Verifies a signed message, with any of its parts (the message, signer or signature) replaced. */
const verifier =
  (signed: Signed) =>
  (overrides: Partial<Signed> = {}) =>
    verifySIWXSignature({ ...signed, ...overrides })

afterEach(() => vi.restoreAllMocks())

describe('verifySIWXSignature', () => {
  it('Solana: an ed25519 signature by the account verifies; another message, key or garbage does not', async () => {
    const signer = solanaSigner(0)
    const text = message(signer.address, chains.solana)
    const signature = signer.signMessage(text)
    const check = verifier({ chainId: chains.solana, address: signer.address, message: text, signature })
    expect(await check()).toBe(true)
    expect(await check({ message: tamper(text) })).toBe(false)
    expect(await check({ signature: solanaSigner(1).signMessage(text) })).toBe(false)
    expect(await check({ address: solanaSigner(1).address })).toBe(false)
    expect(await check({ signature: '0xdeadbeef' })).toBe(false)
    expect(await check({ signature: signature.slice(0, 40) })).toBe(false)
  })

  it('Solana: verifies with @noble/curves where the browser has no WebCrypto Ed25519', async () => {
    const importKey = vi
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Unrecognized name.', 'NotSupportedError'))
    const signer = solanaSigner(2)
    const text = message(signer.address, chains.solana)
    const signature = signer.signMessage(text)
    const check = verifier({ chainId: chains.solana, address: signer.address, message: text, signature })
    expect(await check()).toBe(true)
    expect(await check({ message: tamper(text) })).toBe(false)
    expect(importKey).toHaveBeenCalled()
  })

  it('Bitcoin: a BIP-322 signature by the payment (P2WPKH) or taproot (P2TR) key verifies; a tampered one does not', async () => {
    for (const kind of ['payment', 'taproot'] as const) {
      const signer = bitcoinSigner(0, kind)
      const text = message(signer.address, chains.bitcoinRegtest)
      const signature = signer.signMessage(text)
      const check = verifier({
        chainId: chains.bitcoinRegtest,
        address: signer.address,
        message: text,
        signature,
      })
      expect(await check(), kind).toBe(true)
      expect(await check({ message: tamper(text) }), kind).toBe(false)
      expect(await check({ address: bitcoinSigner(1, kind).address }), kind).toBe(false)
      expect(await check({ signature: 'not base64!' }), kind).toBe(false)
    }
  })

  it('EVM: as before, EIP-191 recovery', async () => {
    const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    const text = message(account.address, chains.ethereum)
    const signature = await account.signMessage({ message: text })
    const check = verifier({ chainId: chains.ethereum, address: account.address, message: text, signature })
    expect(await check()).toBe(true)
    expect(await check({ message: tamper(text) })).toBe(false)
    expect(await check({ signature: 'abc' })).toBe(false)
  })

  it('refuses a chain without a verifier', async () => {
    await expect(
      verifySIWXSignature({ chainId: 'cosmos:cosmoshub-4', address: 'a', message: 'm', signature: 's' }),
    ).rejects.toThrow('Sign-in supports eip155, solana and bip122 chains, not cosmos:cosmoshub-4')
  })
})
