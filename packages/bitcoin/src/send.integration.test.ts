import './_test/fakeWindow.js'
import type { CaipNetwork } from '@foyer/core'
import { bitcoinRegtestNetwork, bitcoinTestAccountFunding } from '@foyer/devnet'
import type { BitcoinLedger } from '@foyer/devnet/node'
import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installProvider } from './_test/fakeProvider.js'
import { testAccount, testKeys } from './_test/keys.js'
import { startLedger } from './_test/ledger.js'
import { fakeSession } from './_test/walletConnectSession.js'
import { cleanUp, createAdapter, installWallet } from './_test/wallets.js'
import { addressParameters } from './actions/address.js'
import { bitcoinRegtest } from './networks/networks.js'
import { verifyBitcoinMessage } from './verify/verifyMessage.js'

// The adapter against the devnet's regtest ledger (services/devnet/src/bitcoin): real UTXOs, fee estimates,
// mempool acceptance with bitcoind's script checks, blocks mined on demand.

let ledger: BitcoinLedger
let network: CaipNetwork
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ ledger, network, stop } = await startLedger())
}, 60_000)
afterAll(() => stop?.())
afterEach(cleanUp)

const sats = (btc: string) => BigInt(Math.round(Number(btc) * 1e8))
const fundedPayment = bitcoinTestAccountFunding.payment.reduce((sum, v) => sum + BigInt(v), 0n)

describe('on the regtest ledger', () => {
  it('is the regtest network the adapter knows, and the test accounts are funded', async () => {
    expect(bitcoinRegtestNetwork.caipNetworkId).toBe(bitcoinRegtest.caipNetworkId)
    const { adapter } = createAdapter({ networks: [network] })
    const balance = await adapter.getBalance({ address: testAccount(6).payment.address, network })
    expect(sats(balance.balance)).toBe(fundedPayment)
    expect(balance.symbol).toBe('BTC')
  })

  it('sends 0.25 BTC through a PSBT the test wallet signs; the ledger accepts it, a block confirms it', async () => {
    const wallet = installWallet({ esploraUrl: ledger.url })
    const { adapter } = createAdapter({ networks: [network] })
    const { address: from } = await adapter.connect({ connectorId: wallet.wallet.name })
    const to = testAccount(7).payment.address
    const amount = 25_000_000n
    const before = sats((await adapter.getBalance({ address: from, network })).balance)
    const { fee } = await adapter.estimateSend({ from, to, amount, network })
    expect(fee).toBeGreaterThan(0n)

    const { hash } = await adapter.sendTokens({ from, to, amount, network })
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const inMempool = (await (await fetch(`${ledger.url}/tx/${hash}`)).json()) as {
      status: { confirmed: boolean }
    }
    expect(inMempool.status.confirmed).toBe(false)
    // The balance counts the mempool: sent, less the fee paid (what the estimate said).
    expect(sats((await adapter.getBalance({ address: from, network })).balance)).toBe(before - amount - fee)

    ledger.mine(1)
    const mined = (await (await fetch(`${ledger.url}/tx/${hash}`)).json()) as {
      status: { confirmed: boolean }
    }
    expect(mined.status.confirmed).toBe(true)
    expect(sats((await adapter.getBalance({ address: to, network })).balance)).toBe(fundedPayment + amount)
  })

  it('lets a wallet that offers bitcoin:sendTransfer send, twice before a block', async () => {
    const wallet = installWallet({ esploraUrl: ledger.url, sendTransfer: true })
    const { adapter } = createAdapter({ networks: [network] })
    const { address: from } = await adapter.connect({ connectorId: wallet.wallet.name })
    const to = testAccount(8).payment.address
    const first = await adapter.sendTokens({ from, to, amount: 1_000_000n, network })
    const second = await adapter.sendTokens({ from, to, amount: 2_000_000n, network })
    expect(first.hash).not.toBe(second.hash)
    expect(wallet.requests.filter((r) => r.method === 'bitcoin:sendTransfer')).toHaveLength(2)
    ledger.mine(1)
    expect(sats((await adapter.getBalance({ address: to, network })).balance)).toBe(
      fundedPayment + 3_000_000n,
    )
  })

  it('sends through a WBIP004 provider and over WalletConnect, both signing the PSBT the adapter builds', async () => {
    const provider = installProvider({ methods: ['wallet_connect', 'signPsbt'] })
    const { adapter } = createAdapter({ networks: [network] })
    const { address: viaProvider } = await adapter.connect({ connectorId: provider.name })
    const to = testAccount(9).payment.address
    const a = await adapter.sendTokens({ from: viaProvider, to, amount: 3_000_000n, network })

    const session = fakeSession({ chains: [bitcoinRegtest.caipNetworkId] })
    const { adapter: remote } = createAdapter({ networks: [network] })
    const connection = await remote.connectWalletConnect(session.session)
    const b = await remote.sendTokens({ from: connection?.address ?? '', to, amount: 4_000_000n, network })
    expect(session.requests.map((r) => r.method)).toContain('signPsbt')

    ledger.mine(1)
    for (const txid of [a.hash, b.hash]) {
      const tx = (await (await fetch(`${ledger.url}/tx/${txid}`)).json()) as {
        status: { confirmed: boolean }
      }
      expect(tx.status.confirmed).toBe(true)
    }
  })

  it("reports the ledger's refusal with its reason: a PSBT that pays no fee", async () => {
    const wallet = installWallet({ esploraUrl: ledger.url, ...testKeys(4) })
    const { adapter } = createAdapter({ networks: [network] })
    const { address } = await adapter.connect({ connectorId: wallet.wallet.name })
    const [utxo] = (await (await fetch(`${ledger.url}/address/${address}/utxo`)).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    if (!utxo) throw new Error('account 4 has no UTXO')
    const script = p2wpkh(hex.decode(testAccount(4).payment.publicKey), addressParameters(network)).script
    const tx = new Transaction()
    tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: BigInt(utxo.value) } })
    tx.addOutput({ script, amount: BigInt(utxo.value) })
    await expect(
      adapter.signPsbt({ psbt: base64.encode(tx.toPSBT()), broadcast: true }),
    ).rejects.toMatchObject({
      name: 'BitcoinRequestError',
      shortMessage: 'Transaction error',
      reason: 'ledger',
      details: expect.stringMatching(/fee/),
    })
  })

  it('signs a message the ledger-independent way: bip322-js verifies it', async () => {
    const wallet = installWallet()
    const { adapter } = createAdapter({ networks: [network] })
    const { address } = await adapter.connect({ connectorId: wallet.wallet.name })
    const signature = await adapter.signMessage({ message: 'regtest' })
    expect(await verifyBitcoinMessage({ address, message: 'regtest', signature })).toBe(true)
  })
})
