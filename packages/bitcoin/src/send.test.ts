import './_test/fakeWindow.js'
import { UserRejectedRequestError } from '@foyer/core'
import { base64, hex } from '@scure/base'
import { p2sh, p2wpkh, Transaction } from '@scure/btc-signer'
import { afterEach, describe, expect, it } from 'vitest'
import { paymentKey } from '../../../e2e/bitcoin-wallet/keys.js'
import { fakeTxid, startFakeEsplora } from './_test/fakeEsplora.js'
import { installProvider } from './_test/fakeProvider.js'
import { testAccount, testKeys } from './_test/keys.js'
import { cleanUp, createAdapter, installWallet, registerWallet, uniqueName } from './_test/wallets.js'
import { addressParameters } from './actions/address.js'
import { defaultFeeRate, getFeeRate } from './actions/fee.js'
import { prepareTransfer } from './actions/psbt.js'
import { bitcoinRegtest } from './networks/networks.js'

afterEach(cleanUp)

const sender = testAccount(0)
const receiver = testAccount(6).payment.address
const btc = (whole: number) => Math.round(whole * 1e8)

/** The fake ledger with account 0's payment address holding 0.5 + 0.3 + 0.2 BTC, the 0.2 unconfirmed. */
async function funded() {
  const esplora = await startFakeEsplora()
  esplora.fund(sender.payment.address, [
    { txid: fakeTxid(1), vout: 0, value: btc(0.5) },
    { txid: fakeTxid(2), vout: 1, value: btc(0.3) },
    { txid: fakeTxid(3), vout: 0, value: btc(0.2), confirmed: false },
  ])
  return esplora
}

describe('fee rate', () => {
  it("pays Esplora's next-block estimate (target 1, the hosted kit's fastestFee), rounded up", async () => {
    const esplora = await funded()
    expect(await getFeeRate(esplora.network)).toBe(13n)
    esplora.state.feeEstimates = { '2': 3.2, '6': 1.5 }
    expect(await getFeeRate(esplora.network)).toBe(4n)
    esplora.state.feeEstimates = { '1': 0.4 }
    expect(await getFeeRate(esplora.network)).toBe(1n)
    esplora.state.feeEstimates = {}
    expect(await getFeeRate(esplora.network)).toBe(defaultFeeRate)
  })
})

describe('coin selection', () => {
  const utxos = [
    { txid: fakeTxid(1), vout: 0, value: 50_000_000n, confirmed: true },
    { txid: fakeTxid(2), vout: 1, value: 30_000_000n, confirmed: true },
    { txid: fakeTxid(3), vout: 0, value: 20_000_000n, confirmed: false },
  ]
  const prepare = (amount: bigint, feeRate = 10n, list = utxos) =>
    prepareTransfer({
      network: bitcoinRegtest,
      from: sender.payment,
      to: receiver,
      amount,
      utxos: list,
      feeRate,
    })

  it('spends confirmed outputs first, pays the receiver and sends the change back to the payment address', () => {
    const { tx, fee, signInputs } = prepare(10_000_000n)
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => [
      tx.getOutputAddress(i, addressParameters(bitcoinRegtest)),
      tx.getOutput(i).amount,
    ])
    const spent = Array.from({ length: tx.inputsLength }, (_, i) => tx.getInput(i).witnessUtxo?.amount ?? 0n)
    const total = spent.reduce((a, b) => a + b, 0n)
    expect(outputs).toContainEqual([receiver, 10_000_000n])
    expect(outputs).toContainEqual([sender.payment.address, total - 10_000_000n - fee])
    expect(Number(fee)).toBeGreaterThanOrEqual(10 * 140)
    expect(Number(fee)).toBeLessThan(10 * 250)
    expect(signInputs).toEqual({
      [sender.payment.address]: Array.from({ length: tx.inputsLength }, (_, i) => i),
    })
    // The unconfirmed output is left alone while confirmed ones cover the amount.
    expect(
      Array.from({ length: tx.inputsLength }, (_, i) => hex.encode(tx.getInput(i).txid ?? new Uint8Array())),
    ).not.toContain(fakeTxid(3))
  })

  it('takes unconfirmed outputs when the confirmed ones do not cover it, and fails beyond the balance', () => {
    const { tx } = prepare(90_000_000n)
    expect(tx.inputsLength).toBe(3)
    expect(() => prepare(100_000_000n)).toThrowError(
      expect.objectContaining({ reason: 'insufficient-funds', shortMessage: 'Insufficient funds' }),
    )
    expect(() => prepare(1_000n, 10n, [])).toThrowError(
      expect.objectContaining({ reason: 'insufficient-funds' }),
    )
  })

  it('prices an amount of 0 as spending every output (what Max keeps back), more than a one-input send', () => {
    const everything = prepare(0n)
    expect(everything.tx.inputsLength).toBe(3)
    expect(everything.fee).toBeGreaterThan(prepare(10_000_000n).fee)
  })

  it('pays a higher fee at a higher rate', () => {
    expect(prepare(10_000_000n, 20n).fee).toBeGreaterThan(prepare(10_000_000n, 10n).fee)
  })

  it('refuses address types it cannot spend, and P2SH or taproot without the public key', () => {
    const legacy = { address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn' }
    expect(() =>
      prepareTransfer({
        network: bitcoinRegtest,
        from: legacy,
        to: receiver,
        amount: 1000n,
        utxos,
        feeRate: 1n,
      }),
    ).toThrowError(expect.objectContaining({ reason: 'unsupported-address' }))
    const taproot = { address: sender.taproot.address }
    expect(() =>
      prepareTransfer({
        network: bitcoinRegtest,
        from: taproot,
        to: receiver,
        amount: 1000n,
        utxos,
        feeRate: 1n,
      }),
    ).toThrowError(expect.objectContaining({ reason: 'unsupported-address' }))
    const withKey = prepareTransfer({
      network: bitcoinRegtest,
      from: sender.taproot,
      to: receiver,
      amount: 1000n,
      utxos,
      feeRate: 1n,
    })
    expect(hex.encode(withKey.tx.getInput(0).tapInternalKey ?? new Uint8Array())).toBe(
      sender.taproot.publicKey,
    )
  })

  it('spends a nested segwit (P2SH-P2WPKH) payment address with its redeem script; the key finalizes it', () => {
    const parameters = addressParameters(bitcoinRegtest)
    const nested = p2sh(p2wpkh(hex.decode(sender.payment.publicKey), parameters), parameters)
    const address = nested.address ?? ''
    const from = { address, publicKey: sender.payment.publicKey }
    const { tx } = prepareTransfer({
      network: bitcoinRegtest,
      from,
      to: receiver,
      amount: 10_000n,
      utxos,
      feeRate: 2n,
    })
    expect(tx.getInput(0).redeemScript).toEqual(nested.redeemScript)
    tx.sign(hex.decode(sender.payment.privateKey))
    tx.finalize()
    expect(tx.isFinal).toBe(true)
    const withoutKey = {
      network: bitcoinRegtest,
      from: { address },
      to: receiver,
      amount: 10_000n,
      utxos,
      feeRate: 2n,
    }
    expect(() => prepareTransfer(withoutKey)).toThrowError(
      expect.objectContaining({ reason: 'unsupported-address' }),
    )
  })
})

describe('estimateSend and sendTokens', () => {
  it('estimates the fee of the transfer the adapter would build', async () => {
    const esplora = await funded()
    const { adapter } = createAdapter({ networks: [esplora.network] })
    const { fee } = await adapter.estimateSend({
      from: sender.payment.address,
      to: receiver,
      amount: 10_000_000n,
      network: esplora.network,
    })
    expect(fee).toBe(
      prepareTransfer({
        network: esplora.network,
        from: sender.payment,
        to: receiver,
        amount: 10_000_000n,
        utxos: [
          { txid: fakeTxid(1), vout: 0, value: 50_000_000n, confirmed: true },
          { txid: fakeTxid(2), vout: 1, value: 30_000_000n, confirmed: true },
        ],
        feeRate: 13n,
      }).fee,
    )
  })

  it('builds a PSBT, has the wallet sign its payment inputs, finalizes and broadcasts it; resolves the txid', async () => {
    const esplora = await funded()
    const wallet = installWallet()
    const { adapter } = createAdapter({ networks: [esplora.network] })
    await adapter.connect({ connectorId: wallet.wallet.name })
    const { hash } = await adapter.sendTokens({
      from: sender.payment.address,
      to: receiver,
      amount: 25_000_000n,
      network: esplora.network,
    })
    const raw = esplora.mempool.get(hash)
    expect(raw).toBeDefined()
    const tx = Transaction.fromRaw(hex.decode(raw ?? ''))
    expect(tx.id).toBe(hash)
    expect(tx.isFinal).toBe(true)
    const request = wallet.requests.at(-1)
    expect(request).toMatchObject({
      method: 'bitcoin:signTransaction',
      params: {
        chain: 'bitcoin:regtest',
        inputsToSign: [{ address: sender.payment.address, signingIndexes: [0] }],
      },
    })
    // What the wallet was asked to sign is what went out.
    const asked = Transaction.fromPSBT(base64.decode(String(request?.params.psbt)))
    expect(asked.id).toBe(hash)
  })

  it('lets a wallet that offers bitcoin:sendTransfer build the transfer itself', async () => {
    const esplora = await funded()
    const wallet = installWallet({ sendTransfer: true, esploraUrl: esplora.url })
    const { adapter } = createAdapter({ networks: [esplora.network] })
    await adapter.connect({ connectorId: wallet.wallet.name })
    const { hash } = await adapter.sendTokens({
      from: sender.payment.address,
      to: receiver,
      amount: 1_000_000n,
      network: esplora.network,
    })
    expect(esplora.mempool.has(hash)).toBe(true)
    expect(wallet.requests.at(-1)).toEqual({
      method: 'bitcoin:sendTransfer',
      params: {
        address: sender.payment.address,
        chain: 'bitcoin:regtest',
        recipient: receiver,
        amount: '1000000',
      },
    })
  })

  it('lets a standard wallet that only signs and sends (bitcoin:signAndSendTransaction) broadcast the PSBT', async () => {
    const esplora = await funded()
    const key = paymentKey(testKeys(0).payment, 'regtest')
    const account = {
      address: key.address,
      publicKey: key.publicKey,
      chains: ['bitcoin:regtest'] as const,
      features: [],
    }
    const inputs: unknown[] = []
    const name = uniqueName('Sign and send')
    registerWallet({
      version: '1.0.0',
      name,
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['bitcoin:regtest'],
      accounts: [account],
      features: {
        'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
        'bitcoin:signAndSendTransaction': {
          version: '1.0.0',
          async signAndSendTransaction(input: { psbt: Uint8Array; chain: string }) {
            inputs.push(input)
            const tx = Transaction.fromPSBT(input.psbt)
            tx.sign(key.privateKey)
            tx.finalize()
            const response = await fetch(`${esplora.url}/tx`, {
              method: 'POST',
              body: hex.encode(tx.extract()),
            })
            return [{ txId: await response.text() }]
          },
        },
      },
    })
    const { adapter } = createAdapter({ networks: [esplora.network] })
    await adapter.connect({ connectorId: name })
    const { hash } = await adapter.sendTokens({
      from: key.address,
      to: receiver,
      amount: 50_000n,
      network: esplora.network,
    })
    expect(esplora.mempool.has(hash)).toBe(true)
    expect(inputs).toEqual([expect.objectContaining({ chain: 'bitcoin:regtest' })])
  })

  it("uses a provider's sendTransfer, and builds the PSBT itself when the provider lacks it (-32601)", async () => {
    const esplora = await startFakeEsplora()
    const owner = testAccount(1).payment
    esplora.fund(owner.address, [{ txid: fakeTxid(9), vout: 0, value: btc(1) }])
    const provider = installProvider({ methods: ['wallet_connect', 'signPsbt'] })
    const { adapter } = createAdapter({ networks: [esplora.network] })
    await adapter.connect({ connectorId: provider.name })
    const { hash } = await adapter.sendTokens({
      from: owner.address,
      to: receiver,
      amount: 5_000n,
      network: esplora.network,
    })
    expect(esplora.mempool.has(hash)).toBe(true)
    expect(provider.requests.map((r) => r.method)).toEqual(['wallet_connect', 'sendTransfer', 'signPsbt'])
    expect(provider.requests.at(-1)?.params).toMatchObject({
      signInputs: { [owner.address]: [0] },
      broadcast: false,
    })
  })

  it('throws typed errors: a decline, a refused broadcast, dust, a foreign sender, a token, no funds', async () => {
    const esplora = await funded()
    const wallet = installWallet()
    const { adapter } = createAdapter({ networks: [esplora.network] })
    const send = (amount: bigint, extra: object = {}) =>
      adapter.sendTokens({
        from: sender.payment.address,
        to: receiver,
        amount,
        network: esplora.network,
        ...extra,
      })
    await expect(send(10_000n)).rejects.toMatchObject({ reason: 'not-connected' })
    await adapter.connect({ connectorId: wallet.wallet.name })
    wallet.rejectNext()
    await expect(send(10_000n)).rejects.toBeInstanceOf(UserRejectedRequestError)
    esplora.state.refuse = 'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met"}'
    await expect(send(10_000n)).rejects.toMatchObject({
      shortMessage: 'Transaction error',
      reason: 'ledger',
      status: 400,
      details: expect.stringContaining('min relay fee not met'),
    })
    await expect(send(100n)).rejects.toMatchObject({ name: 'InvalidParameterError', parameter: 'amount' })
    await expect(send(10_000n, { from: testAccount(2).payment.address })).rejects.toMatchObject({
      parameter: 'from',
    })
    await expect(send(10_000n, { to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    await expect(send(10_000n, { token: 'ordinal' })).rejects.toMatchObject({ parameter: 'token' })
    esplora.state.refuse = undefined
    await expect(send(BigInt(btc(5)))).rejects.toMatchObject({ reason: 'insufficient-funds' })
  })
})

describe('getBalance', () => {
  it("formats Esplora's funded minus spent, confirmed and mempool, as whole BTC", async () => {
    const esplora = await funded()
    const { adapter } = createAdapter({ networks: [esplora.network] })
    expect(await adapter.getBalance({ address: sender.payment.address, network: esplora.network })).toEqual({
      balance: '1',
      symbol: 'BTC',
    })
    expect(await adapter.getBalance({ address: receiver, network: esplora.network })).toEqual({
      balance: '0',
      symbol: 'BTC',
    })
  })

  it("fails with 'Token Balance Unavailable' when the ledger does", async () => {
    const { adapter } = createAdapter()
    const down = { ...bitcoinRegtest, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    await expect(adapter.getBalance({ address: receiver, network: down })).rejects.toMatchObject({
      shortMessage: 'Token Balance Unavailable',
      reason: 'ledger',
    })
  })
})
