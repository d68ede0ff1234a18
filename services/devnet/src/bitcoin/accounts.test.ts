import { hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { testMnemonic } from '../accounts.js'
import { bitcoinMinerKey, bitcoinTestAccountFunding, bitcoinTestAccounts } from '../bitcoinAccounts.js'
import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'

const network = bitcoinRegtestNetwork.addressParams
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(testMnemonic))
const derive = (path: string) => {
  const key = root.derive(path)
  if (!key.publicKey || !key.privateKey) throw new Error(`no key at ${path}`)
  return { publicKey: key.publicKey, privateKey: hex.encode(key.privateKey) }
}

describe('Bitcoin test accounts', () => {
  it("are BIP-84 (m/84'/1'/0'/0/i) and BIP-86 (m/86'/1'/0'/0/i) keys of the test mnemonic", () => {
    expect(bitcoinTestAccounts).toHaveLength(10)
    for (const account of bitcoinTestAccounts) {
      const payment = derive(`m/84'/1'/0'/0/${account.index}`)
      expect(account.payment).toEqual({
        address: p2wpkh(payment.publicKey, network).address,
        publicKey: hex.encode(payment.publicKey),
        path: `m/84'/1'/0'/0/${account.index}`,
        privateKey: payment.privateKey,
      })
      expect(account.payment.address).toMatch(/^bcrt1q/)
      const taproot = derive(`m/86'/1'/0'/0/${account.index}`)
      const internalKey = taproot.publicKey.slice(1)
      expect(account.taproot).toEqual({
        address: p2tr(internalKey, undefined, network).address,
        publicKey: hex.encode(internalKey),
        path: `m/86'/1'/0'/0/${account.index}`,
        privateKey: taproot.privateKey,
      })
      expect(account.taproot.address).toMatch(/^bcrt1p/)
    }
  })

  it('keeps the miner key beyond a wallet gap limit of the same mnemonic', () => {
    const miner = derive(bitcoinMinerKey.path)
    expect(bitcoinMinerKey.address).toBe(p2wpkh(miner.publicKey, network).address)
    expect(bitcoinMinerKey.privateKey).toBe(miner.privateKey)
    expect(bitcoinMinerKey.path).toBe("m/84'/1'/0'/0/100")
  })

  it('funds each account with 10 BTC in four outputs and 1 BTC on taproot', () => {
    expect(bitcoinTestAccountFunding.payment.reduce((a, b) => a + b, 0)).toBe(1_000_000_000)
    expect(bitcoinTestAccountFunding.taproot).toEqual([100_000_000])
  })
})
