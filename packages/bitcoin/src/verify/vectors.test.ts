import { hex } from '@scure/base'
import { NETWORK, p2pkh, p2sh, p2wpkh, TEST_NETWORK, WIF } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import {
  fullVector,
  invalidVectors,
  legacyVector,
  p2wshVector,
  simpleVectors,
  txHashVectors,
} from '../_test/bip322Vectors.js'
import { decodeAddress, outputScript } from './address.js'
import { verifyBitcoinMessage } from './verifyMessage.js'
import { messageHash, toSpendTxid } from './virtualTransactions.js'

const displayOrder = (txid: Uint8Array) => hex.encode(Uint8Array.from(txid).reverse())

describe('BIP-322 test vectors', () => {
  it('hashes messages and builds to_spend as the BIP does', () => {
    for (const vector of txHashVectors) {
      expect(hex.encode(messageHash(vector.message))).toBe(vector.messageHash)
      const address = decodeAddress(vector.address)
      if (!address) throw new Error(`cannot decode ${vector.address}`)
      expect(displayOrder(toSpendTxid(vector.message, outputScript(address)))).toBe(vector.toSpend)
    }
  })

  it("verifies the BIP's simple signatures (P2WPKH, P2TR), with or without the smp prefix", async () => {
    for (const vector of simpleVectors)
      for (const signature of vector.signatures) {
        const unprefixed = signature.replace(/^smp/, '')
        for (const form of [unprefixed, `smp${unprefixed}`])
          expect(
            await verifyBitcoinMessage({ address: vector.address, message: vector.message, signature: form }),
            `${vector.type} ${vector.message} ${form.slice(0, 12)}`,
          ).toBe(true)
      }
  })

  it("refuses the BIP's error vectors: wrong message, wrong signer, empty stack, bad prefix or base64", async () => {
    for (const vector of invalidVectors)
      expect(await verifyBitcoinMessage(vector), `${vector.address} ${vector.signature.slice(0, 12)}`).toBe(
        false,
      )
  })

  it('resolves false for what it does not read: P2WSH scripts and full signatures', async () => {
    expect(await verifyBitcoinMessage(p2wshVector)).toBe(false)
    expect(await verifyBitcoinMessage(fullVector)).toBe(false)
    expect(await verifyBitcoinMessage({ ...fullVector, signature: `ful${fullVector.signature}` })).toBe(false)
  })

  it('throws InvalidParameterError for parameters of the wrong shape', async () => {
    const [vector] = simpleVectors
    await expect(verifyBitcoinMessage({ ...vector, signature: '' })).rejects.toMatchObject({
      name: 'InvalidParameterError',
      parameter: 'signature',
    })
    await expect(
      verifyBitcoinMessage({ address: 'not an address', message: '', signature: 'AAAA' }),
    ).rejects.toMatchObject({ name: 'InvalidParameterError', parameter: 'address' })
    await expect(
      verifyBitcoinMessage({ address: vector.address, message: 1 as unknown as string, signature: 'AAAA' }),
    ).rejects.toMatchObject({ name: 'InvalidParameterError', parameter: 'message' })
  })

  it('resolves false for an address whose checksum fails or that no network knows', async () => {
    const { address, message, signatures } = simpleVectors[1]
    const signature = signatures[0]
    const broken = `${address.slice(0, -1)}${address.endsWith('l') ? 'm' : 'l'}`
    expect(await verifyBitcoinMessage({ address: broken, message, signature })).toBe(false)
    expect(await verifyBitcoinMessage({ address: `ltc${address.slice(2)}`, message, signature })).toBe(false)
  })
})

describe('BIP-137 (legacy) signatures', () => {
  const publicKey = pubECDSA(WIF().decode(legacyVector.wif))
  const { message } = legacyVector

  it("verifies bitcoinjs-message's example for its P2PKH, P2SH-P2WPKH and P2WPKH addresses", async () => {
    expect(p2pkh(publicKey).address).toBe(legacyVector.p2pkhAddress)
    const nested = p2sh(p2wpkh(publicKey)).address ?? ''
    const native = p2wpkh(publicKey).address ?? ''
    expect(
      await verifyBitcoinMessage({
        address: legacyVector.p2pkhAddress,
        message,
        signature: legacyVector.p2pkh,
      }),
    ).toBe(true)
    expect(await verifyBitcoinMessage({ address: nested, message, signature: legacyVector.p2shP2wpkh })).toBe(
      true,
    )
    expect(await verifyBitcoinMessage({ address: native, message, signature: legacyVector.p2wpkh })).toBe(
      true,
    )
    // Test-network addresses of the same key.
    const testnet = p2wpkh(publicKey, TEST_NETWORK).address ?? ''
    expect(await verifyBitcoinMessage({ address: testnet, message, signature: legacyVector.p2wpkh })).toBe(
      true,
    )
  })

  it('refuses another message, another key, a P2WSH address and a flipped byte', async () => {
    const address = legacyVector.p2pkhAddress
    expect(
      await verifyBitcoinMessage({ address, message: `${message}!`, signature: legacyVector.p2pkh }),
    ).toBe(false)
    const other = p2pkh(pubECDSA(new Uint8Array(32).fill(7)), NETWORK).address ?? ''
    expect(await verifyBitcoinMessage({ address: other, message, signature: legacyVector.p2pkh })).toBe(false)
    expect(
      await verifyBitcoinMessage({ address: p2wshVector.address, message, signature: legacyVector.p2pkh }),
    ).toBe(false)
    const bytes = Uint8Array.from(atob(legacyVector.p2pkh), (c) => c.charCodeAt(0))
    bytes[10] = (bytes[10] ?? 0) ^ 1
    const flipped = btoa(String.fromCharCode(...bytes))
    expect(await verifyBitcoinMessage({ address, message, signature: flipped })).toBe(false)
  })
})
