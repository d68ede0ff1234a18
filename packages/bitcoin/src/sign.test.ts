import './_test/fakeWindow.js'
import { UserRejectedRequestError } from '@foyer/core'
import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeTxid, startFakeEsplora } from './_test/fakeEsplora.js'
import { installProvider } from './_test/fakeProvider.js'
import { testAccount } from './_test/keys.js'
import { cleanUp, createAdapter, installWallet } from './_test/wallets.js'
import { addressParameters } from './actions/address.js'
import { bitcoinRegtest } from './networks/networks.js'
import { verifyBitcoinMessage } from './verify/verifyMessage.js'

afterEach(cleanUp)

const message = 'Sign in to Foyer\nNonce: 8f2c'

describe('signMessage', () => {
  it('signs BIP-322 through bitcoin:signMessage with the payment address by default; it verifies', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    const { address } = await adapter.connect({ connectorId: wallet.wallet.name })
    const signature = await adapter.signMessage({ message })
    expect(await verifyBitcoinMessage({ address, message, signature })).toBe(true)
    expect(await verifyBitcoinMessage({ address, message: `${message}!`, signature })).toBe(false)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'bitcoin:signMessage', params: { address } })
  })

  it('signs with the ordinals (taproot) address when asked', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const address = testAccount(0).taproot.address
    const signature = await adapter.signMessage({ message, address })
    expect(await verifyBitcoinMessage({ address, message, signature })).toBe(true)
  })

  it("signs through a WBIP004 provider's signMessage with protocol BIP322", async () => {
    const provider = installProvider()
    const { adapter } = createAdapter()
    const { address } = await adapter.connect({ connectorId: provider.name })
    const signature = await adapter.signMessage({ message, address })
    expect(provider.requests.at(-1)).toEqual({
      method: 'signMessage',
      params: { address, message, protocol: 'BIP322' },
    })
    expect(await verifyBitcoinMessage({ address, message, signature })).toBe(true)
  })

  it('maps a decline to UserRejectedRequestError (User rejected the request.)', async () => {
    const wallet = installWallet()
    const provider = installProvider()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    wallet.rejectNext()
    await expect(adapter.signMessage({ message })).rejects.toBeInstanceOf(UserRejectedRequestError)
    await adapter.connect({ connectorId: provider.name })
    provider.rejectNext()
    await expect(adapter.signMessage({ message })).rejects.toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request.',
    })
  })

  it("refuses an address that is not the wallet's, and signing with no wallet connected", async () => {
    const { adapter } = createAdapter()
    await expect(adapter.signMessage({ message })).rejects.toMatchObject({ reason: 'not-connected' })
    const wallet = installWallet()
    await adapter.connect({ connectorId: wallet.wallet.name })
    await expect(
      adapter.signMessage({ message, address: testAccount(1).payment.address }),
    ).rejects.toMatchObject({
      name: 'InvalidParameterError',
      code: 'INVALID_ADDRESS',
    })
  })

  it('verifyBitcoinMessage is false for a signature of another address or garbage', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const signature = await adapter.signMessage({ message })
    expect(await verifyBitcoinMessage({ address: testAccount(1).payment.address, message, signature })).toBe(
      false,
    )
    expect(
      await verifyBitcoinMessage({ address: testAccount(0).payment.address, message, signature: 'AAAA' }),
    ).toBe(false)
  })
})

/** A PSBT spending two outputs of `owner` (P2WPKH) to account 5, nothing of it signed. */
function psbtOf(owner: { address: string; publicKey: string }, seed = 1) {
  const parameters = addressParameters(bitcoinRegtest)
  const script = p2wpkh(hex.decode(owner.publicKey), parameters).script
  const tx = new Transaction()
  tx.addInput({ txid: fakeTxid(seed), index: 0, witnessUtxo: { script, amount: 70_000n } })
  tx.addInput({ txid: fakeTxid(seed + 1), index: 3, witnessUtxo: { script, amount: 30_000n } })
  tx.addOutputAddress(testAccount(5).payment.address, 99_000n, parameters)
  return tx
}

describe('signPsbt', () => {
  it("signs the wallet's own inputs by default and returns the PSBT (base64), not broadcast", async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    const tx = psbtOf(testAccount(0).payment)
    const result = await adapter.signPsbt({ psbt: base64.encode(tx.toPSBT()) })
    expect(result.txid).toBeUndefined()
    const signed = Transaction.fromPSBT(base64.decode(result.psbt))
    signed.finalize()
    expect(signed.id).toBe(tx.id)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'bitcoin:signTransaction',
      params: { inputsToSign: [{ address: testAccount(0).payment.address, signingIndexes: [0, 1] }] },
    })
  })

  it('sends the signInputs asked for to a WBIP004 provider, with the broadcast flag', async () => {
    const provider = installProvider()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: provider.name })
    const owner = testAccount(1).payment
    const psbt = base64.encode(psbtOf(owner).toPSBT())
    await adapter.signPsbt({ psbt, signInputs: { [owner.address]: [1] } })
    expect(provider.requests.at(-1)).toEqual({
      method: 'signPsbt',
      params: { psbt, signInputs: { [owner.address]: [1] }, broadcast: false },
    })
  })

  it('broadcasts when asked: the wallet when it can, else the adapter through the ledger', async () => {
    const esplora = await startFakeEsplora()
    const wallet = installWallet()
    const { adapter } = createAdapter({ networks: [esplora.network] })
    await adapter.connect({ connectorId: wallet.wallet.name })
    const tx = psbtOf(testAccount(0).payment)
    const result = await adapter.signPsbt({ psbt: base64.encode(tx.toPSBT()), broadcast: true })
    expect(result.txid).toBe(tx.id)
    expect(esplora.mempool.has(tx.id)).toBe(true)

    // The provider broadcasts to the same ledger; the adapter resolves once the ledger knows the transaction.
    const broadcast = async (raw: string) =>
      (await fetch(`${esplora.url}/tx`, { method: 'POST', body: raw })).text()
    const provider = installProvider({ broadcast })
    await adapter.connect({ connectorId: provider.name })
    const other = psbtOf(testAccount(1).payment, 10)
    const byWallet = await adapter.signPsbt({ psbt: base64.encode(other.toPSBT()), broadcast: true })
    expect(byWallet.txid).toBe(other.id)
    expect(esplora.mempool.has(other.id)).toBe(true)
    expect(esplora.requests).toContain(`GET /tx/${other.id}`)
    expect(provider.requests.at(-1)?.params).toMatchObject({ broadcast: true })
  })

  it('refuses a PSBT that does not decode, foreign addresses and out-of-range inputs', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter()
    await adapter.connect({ connectorId: wallet.wallet.name })
    await expect(adapter.signPsbt({ psbt: 'bm90IGEgcHNidA==' })).rejects.toMatchObject({ parameter: 'psbt' })
    const psbt = base64.encode(psbtOf(testAccount(0).payment).toPSBT())
    await expect(
      adapter.signPsbt({ psbt, signInputs: { [testAccount(1).payment.address]: [0] } }),
    ).rejects.toMatchObject({ parameter: 'signInputs' })
    await expect(
      adapter.signPsbt({ psbt, signInputs: { [testAccount(0).payment.address]: [2] } }),
    ).rejects.toMatchObject({ parameter: 'signInputs' })
    const foreign = base64.encode(psbtOf(testAccount(4).payment).toPSBT())
    await expect(adapter.signPsbt({ psbt: foreign })).rejects.toMatchObject({ parameter: 'signInputs' })
  })
})
