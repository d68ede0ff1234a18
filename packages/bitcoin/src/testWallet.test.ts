import './_test/fakeWindow.js'
// The Foyer Bitcoin Test Wallet (e2e/bitcoin-wallet) on its own: what browser tests rely on.
import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { getWallets } from '@wallet-standard/app'
import { Verifier } from 'bip322-js'
import { afterEach, describe, expect, it } from 'vitest'
import { bitcoinTestWalletScript } from '../../../e2e/bitcoin-wallet/index.js'
import { testAccount } from './_test/keys.js'
import { cleanUp, installWallet, uniqueName } from './_test/wallets.js'
import { addressParameters } from './actions/address.js'
import { bitcoinRegtest } from './networks/networks.js'

afterEach(cleanUp)

type Account = { address: string; publicKey: Uint8Array }
type Features = {
  'bitcoin:connect': { connect(input: { purposes: string[] }): Promise<{ accounts: Account[] }> }
  'bitcoin:signMessage': {
    signMessage(input: { account: Account; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>
  }
  'bitcoin:signTransaction': {
    signTransaction(input: {
      psbt: Uint8Array
      inputsToSign: { account: Account; signingIndexes: number[] }[]
    }): Promise<{ signedPsbt: Uint8Array }[]>
  }
}
const featuresOf = (wallet: { features: Record<string, unknown> }) => wallet.features as unknown as Features

describe('Foyer Bitcoin Test Wallet', () => {
  it('registers through the wallet standard with its name, icon, regtest chain and features', () => {
    const control = installWallet({ name: uniqueName('Registered') })
    const registered = getWallets()
      .get()
      .find((wallet) => wallet.name === control.wallet.name)
    expect(registered).toBe(control.wallet)
    expect(registered?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(registered?.chains).toEqual(['bitcoin:regtest'])
    expect(Object.keys(registered?.features ?? {})).toEqual([
      'bitcoin:connect',
      'standard:disconnect',
      'standard:events',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
    ])
    expect(Object.keys(installWallet({ sendTransfer: true }).wallet.features)).toContain(
      'bitcoin:sendTransfer',
    )
  })

  it('holds Bitcoin test account 0 by default and answers one account per purpose, in the order asked', async () => {
    const control = installWallet()
    const account = testAccount(0)
    expect(control.state).toMatchObject({
      payment: account.payment.address,
      ordinals: account.taproot.address,
    })
    const { accounts } = await featuresOf(control.wallet)['bitcoin:connect'].connect({
      purposes: ['ordinals', 'payment'],
    })
    expect(accounts.map((a) => [a.address, hex.encode(a.publicKey)])).toEqual([
      [account.taproot.address, account.taproot.publicKey],
      [account.payment.address, account.payment.publicKey],
    ])
    expect(control.wallet.accounts.map((a) => a.address)).toEqual([
      account.payment.address,
      account.taproot.address,
    ])
    expect(control.requests).toEqual([
      { method: 'bitcoin:connect', params: { purposes: ['ordinals', 'payment'] } },
    ])
  })

  it('signs BIP-322 simple signatures that bip322-js verifies, for its payment and taproot addresses', async () => {
    const control = installWallet()
    const features = featuresOf(control.wallet)
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    for (const account of accounts) {
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode('Hello, Foyer'),
      })
      const signature = base64.encode(output?.signature ?? new Uint8Array())
      expect(Verifier.verifySignature(account.address, 'Hello, Foyer', signature)).toBe(true)
      expect(Verifier.verifySignature(account.address, 'Hello, Foyer!', signature)).toBe(false)
    }
  })

  it('signs the PSBT inputs it is asked to, and btc-signer finalizes them', async () => {
    const control = installWallet()
    const features = featuresOf(control.wallet)
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const [payment] = accounts as [Account]
    const script = p2wpkh(payment.publicKey, addressParameters(bitcoinRegtest)).script
    const tx = new Transaction()
    tx.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script, amount: 50_000n } })
    tx.addInput({ txid: '22'.repeat(32), index: 1, witnessUtxo: { script, amount: 20_000n } })
    tx.addOutputAddress(testAccount(1).payment.address, 60_000n, addressParameters(bitcoinRegtest))
    const [output] = await features['bitcoin:signTransaction'].signTransaction({
      psbt: tx.toPSBT(),
      inputsToSign: [{ account: payment, signingIndexes: [0, 1] }],
    })
    const signed = Transaction.fromPSBT(output?.signedPsbt ?? new Uint8Array())
    signed.finalize()
    expect(signed.isFinal).toBe(true)
    expect(signed.id).toBe(tx.id)
  })

  it('rejects the next approval once, with the code and message asked for, and refuses strangers', async () => {
    const control = installWallet()
    const connect = featuresOf(control.wallet)['bitcoin:connect']
    control.rejectNext(4001)
    await expect(connect.connect({ purposes: ['payment'] })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(connect.connect({ purposes: ['payment'] })).resolves.toBeDefined()
    await expect(
      featuresOf(control.wallet)['bitcoin:signMessage'].signMessage({
        account: { address: testAccount(1).payment.address, publicKey: new Uint8Array(33) },
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ code: 4100 })
    const declining = installWallet({ rejectAll: true })
    await expect(
      featuresOf(declining.wallet)['bitcoin:connect'].connect({ purposes: ['payment'] }),
    ).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('builds a self-contained init script with the options and default keys inlined, in a scope of its own', () => {
    const script = bitcoinTestWalletScript({ name: 'Inline', esploraUrl: 'http://127.0.0.1:3999' })
    expect(script.startsWith('(() => {')).toBe(true)
    expect(script).not.toMatch(/^\s*import\s/m)
    expect(script).toContain('"name":"Inline","esploraUrl":"http://127.0.0.1:3999"')
    expect(script).toContain(testAccount(0).payment.privateKey)
  })
})
