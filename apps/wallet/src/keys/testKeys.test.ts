import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino'
import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve, stringToPath } from '@cosmjs/crypto'
import { toBase64, toHex } from '@cosmjs/encoding'
import { DEV_PHRASE, Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { cosmosTestKey, polkadotTestKey, substrateDevPhrase } from './testKeys.js'

describe('the test keys', () => {
  it('Polkadot: sr25519 //Alice of the Substrate development mnemonic, SS58 prefixes 0 and 42', async () => {
    await cryptoWaitReady()
    expect(substrateDevPhrase).toBe(DEV_PHRASE)
    const keyring = new Keyring({ type: 'sr25519' })
    const pair = keyring.addFromUri(polkadotTestKey.uri)
    // The keyring's own dev account: '//Alice' alone derives from the same phrase.
    expect(pair.publicKey).toEqual(keyring.addFromUri('//Alice').publicKey)
    expect(u8aToHex(pair.publicKey)).toBe(polkadotTestKey.publicKey)
    expect(encodeAddress(pair.publicKey, 0)).toBe(polkadotTestKey.polkadotAddress)
    expect(encodeAddress(pair.publicKey, 42)).toBe(polkadotTestKey.genericAddress)
  })

  it("Cosmos: secp256k1 at m/44'/118'/0'/0/0 of the devnet mnemonic, bech32 'cosmos'", async () => {
    const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(cosmosTestKey.mnemonic))
    const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, stringToPath(cosmosTestKey.hdPath))
    const pubkey = Secp256k1.compressPubkey((await Secp256k1.makeKeypair(privkey)).pubkey)
    expect(toBase64(pubkey)).toBe(cosmosTestKey.pubkey)
    expect(toHex(pubkey)).toBe(cosmosTestKey.pubkeyHex)
    expect(pubkeyToAddress(encodeSecp256k1Pubkey(pubkey), 'cosmos')).toBe(cosmosTestKey.address)
  })
})
