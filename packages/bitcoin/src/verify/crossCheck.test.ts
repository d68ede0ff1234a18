// Signatures made by others (bip322-js's Signer, the Foyer Bitcoin Test Wallet's btc-signer code, noble for
// BIP-137) verify here, and what bip322-js says of them agrees, tampered ones included.
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, TEST_NETWORK, WIF } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { signSimple } from '../../../../e2e/bitcoin-wallet/bip322.js'
import { paymentKey, taprootKey } from '../../../../e2e/bitcoin-wallet/keys.js'
import { testKeys } from '../_test/keys.js'
import { concat, utf8, withLength } from './bytes.js'
import { sha256d } from './hashes.js'
import { verifyBitcoinMessage } from './verifyMessage.js'
import { decodeWitness } from './witness.js'

const privateKey = new Uint8Array(32).fill(0x2a)
const wif = WIF().encode(privateKey)
const publicKey = pubECDSA(privateKey)
const regtest = { ...TEST_NETWORK, bech32: 'bcrt' }
const message = 'Sign in to example.com\nNonce: 8f2e1c'

/** Both verifiers' answers: ours and bip322-js's (which throws for what it cannot read: false here). */
async function bothSay(address: string, text: string, signature: string) {
  let theirs: boolean
  try {
    theirs = Verifier.verifySignature(address, text, signature)
  } catch {
    theirs = false
  }
  return { ours: await verifyBitcoinMessage({ address, message: text, signature }), theirs }
}

const addressOf = (payment: { address?: string | undefined }) => {
  if (!payment.address) throw new Error('no address')
  return payment.address
}

/** A byte of the base64 `signature` flipped. */
function flip(signature: string, index: number): string {
  const bytes = base64.decode(signature)
  bytes[index] = (bytes[index] ?? 0) ^ 0x01
  return base64.encode(bytes)
}

describe('cross-checks with bip322-js', () => {
  const addresses = {
    p2wpkh: addressOf(p2wpkh(publicKey)),
    p2wpkhTestnet: addressOf(p2wpkh(publicKey, TEST_NETWORK)),
    p2wpkhRegtest: addressOf(p2wpkh(publicKey, regtest)),
    p2shP2wpkh: addressOf(p2sh(p2wpkh(publicKey))),
    p2shP2wpkhTestnet: addressOf(p2sh(p2wpkh(publicKey, TEST_NETWORK), TEST_NETWORK)),
    p2tr: addressOf(p2tr(pubSchnorr(privateKey))),
    p2trRegtest: addressOf(p2tr(pubSchnorr(privateKey), undefined, regtest)),
  }

  it("verifies bip322-js's simple signatures for P2WPKH, P2SH-P2WPKH and P2TR on every network", async () => {
    for (const [kind, address] of Object.entries(addresses)) {
      const signature = Signer.sign(wif, address, message)
      expect(await bothSay(address, message, signature), kind).toEqual({ ours: true, theirs: true })
      // A UTF-8 message with a line break and an emoji, and the empty one.
      for (const other of ['Ünïcödé\n\u{1F680}', '']) {
        const signed = Signer.sign(wif, address, other)
        expect(await bothSay(address, other, signed), `${kind} ${other}`).toEqual({
          ours: true,
          theirs: true,
        })
      }
    }
  })

  it('refuses a tampered message, signature or address, as bip322-js does', async () => {
    for (const [kind, address] of Object.entries(addresses)) {
      const signature = Signer.sign(wif, address, message)
      const no = { ours: false, theirs: false }
      expect(await bothSay(address, `${message}.`, signature), `${kind} message`).toEqual(no)
      // Inside the signature (DER's r or the Schnorr R), and in the public key of a P2WPKH witness.
      expect(await bothSay(address, message, flip(signature, 12)), `${kind} signature`).toEqual(no)
      if (!kind.startsWith('p2tr'))
        expect(
          await bothSay(address, message, flip(signature, base64.decode(signature).length - 3)),
          `${kind} key`,
        ).toEqual(no)
      const otherKey = pubECDSA(new Uint8Array(32).fill(0x2b))
      const other = kind.startsWith('p2tr')
        ? addressOf(p2tr(pubSchnorr(new Uint8Array(32).fill(0x2b))))
        : addressOf(p2wpkh(otherKey))
      expect(await bothSay(other, message, signature), `${kind} address`).toEqual(no)
    }
  })

  it("verifies the test wallet's signatures (btc-signer) for its payment and taproot addresses", async () => {
    const keys = testKeys(0)
    for (const key of [paymentKey(keys.payment, 'regtest'), taprootKey(keys.taproot, 'regtest')]) {
      const signature = base64.encode(signSimple(utf8(message), key))
      expect(await bothSay(key.address, message, signature), key.kind).toEqual({ ours: true, theirs: true })
      expect(await bothSay(key.address, 'another message', signature), key.kind).toEqual({
        ours: false,
        theirs: false,
      })
    }
  })

  it("verifies bip322-js's BIP-137 signatures for P2PKH, compressed and not", async () => {
    const compressed = addressOf(p2pkh(publicKey))
    const signature = Signer.sign(wif, compressed, message)
    expect(base64.decode(signature)).toHaveLength(65)
    expect(await bothSay(compressed, message, signature)).toEqual({ ours: true, theirs: true })
    expect(await bothSay(compressed, `${message}?`, signature)).toEqual({ ours: false, theirs: false })
    // The uncompressed key's P2PKH address belongs to the same key.
    const uncompressed = addressOf(p2pkh(secp256k1.getPublicKey(privateKey, false)))
    expect(await bothSay(uncompressed, message, signature)).toEqual({ ours: true, theirs: true })
    const testnet = addressOf(p2pkh(publicKey, TEST_NETWORK))
    expect(await bothSay(testnet, message, Signer.sign(wif, testnet, message))).toEqual({
      ours: true,
      theirs: true,
    })
  })
})

/** A BIP-137 signature of `text` by `key` with the header for `base` (31 P2PKH, 35 P2SH-P2WPKH, 39 P2WPKH). */
function legacySign(text: string, key: Uint8Array, base: number): string {
  const hash = sha256d(concat(withLength(utf8('Bitcoin Signed Message:\n')), withLength(utf8(text))))
  const signature = secp256k1.sign(hash, key, { lowS: true })
  return base64.encode(concat([base + signature.recovery], signature.toCompactRawBytes()))
}

describe('BIP-137 with segwit headers and taproot (UniSat)', () => {
  it('verifies P2SH-P2WPKH and P2WPKH headers, whichever of the two addresses, as bip322-js does', async () => {
    const nested = addressOf(p2sh(p2wpkh(publicKey)))
    const native = addressOf(p2wpkh(publicKey))
    for (const base of [31, 35, 39])
      for (const address of [nested, native]) {
        const signature = legacySign(message, privateKey, base)
        expect(await bothSay(address, message, signature), `${base} ${address}`).toEqual({
          ours: true,
          theirs: true,
        })
        expect(await bothSay(address, 'other', signature), `${base} ${address}`).toEqual({
          ours: false,
          theirs: false,
        })
      }
  })

  it("verifies a taproot address's BIP-137 signature by its internal key (BIP-86), as bip322-js does", async () => {
    const address = addressOf(p2tr(pubSchnorr(privateKey), undefined, NETWORK))
    const signature = legacySign(message, privateKey, 31)
    expect(await bothSay(address, message, signature)).toEqual({ ours: true, theirs: true })
    const stranger = addressOf(p2tr(pubSchnorr(new Uint8Array(32).fill(9))))
    expect(await bothSay(stranger, message, signature)).toEqual({ ours: false, theirs: false })
  })
})

describe('where the BIP is stricter than bip322-js', () => {
  it('refuses a high-S ECDSA signature (LOW_S) and a sighash other than ALL', async () => {
    const address = addressOf(p2wpkh(publicKey))
    const signature = Signer.sign(wif, address, message)
    const [der, key] = decodeWitness(base64.decode(signature)) ?? []
    if (!der || !key) throw new Error('not a P2WPKH witness')
    const parsed = secp256k1.Signature.fromDER(der.subarray(0, -1))
    const highS = new secp256k1.Signature(parsed.r, secp256k1.CURVE.n - parsed.s).toDERRawBytes()
    const witness = (sig: Uint8Array) => base64.encode(concat([2], withLength(sig), withLength(key)))
    expect(await verifyBitcoinMessage({ address, message, signature: witness(concat(highS, [1])) })).toBe(
      false,
    )
    expect(
      await verifyBitcoinMessage({ address, message, signature: witness(concat(der.subarray(0, -1), [3])) }),
    ).toBe(false)
    // The same signature rebuilt as it was verifies: the refusals are the rules, not the encoding.
    expect(await verifyBitcoinMessage({ address, message, signature: witness(der) })).toBe(true)
  })

  it('refuses a taproot signature with SIGHASH_DEFAULT spelled as a 65th byte, or another sighash', async () => {
    // The test wallet signs taproot with SIGHASH_DEFAULT (64 bytes), bip322-js with SIGHASH_ALL (65).
    const key = taprootKey(testKeys(0).taproot, 'regtest')
    const [schnorr] = decodeWitness(signSimple(utf8(message), key)) ?? []
    if (schnorr?.length !== 64) throw new Error('expected a 64-byte key-path signature')
    const witness = (sig: Uint8Array) => base64.encode(concat([1], withLength(sig)))
    const check = (sig: Uint8Array) =>
      verifyBitcoinMessage({ address: key.address, message, signature: witness(sig) })
    expect(await check(schnorr)).toBe(true)
    expect(await check(concat(schnorr, [0]))).toBe(false)
    expect(await check(concat(schnorr, [1]))).toBe(false)
    const address = addressOf(p2tr(pubSchnorr(privateKey)))
    const [signedAll] = decodeWitness(base64.decode(Signer.sign(wif, address, message))) ?? []
    if (signedAll?.length !== 65) throw new Error('expected a 65-byte key-path signature')
    const checkAll = (sig: Uint8Array) => verifyBitcoinMessage({ address, message, signature: witness(sig) })
    expect(await checkAll(signedAll)).toBe(true)
    expect(await checkAll(signedAll.subarray(0, 64))).toBe(false)
    expect(await checkAll(concat(signedAll.subarray(0, 64), [0x83]))).toBe(false)
  })
})
