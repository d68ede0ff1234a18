import '../_test/fakeWindow.js'
import { UserRejectedRequestError, WALLET_CONNECT_CONNECTOR_ID } from '@foyer/core'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeTxid, startFakeEsplora } from '../_test/fakeEsplora.js'
import { testAccount } from '../_test/keys.js'
import { fakeSession } from '../_test/walletConnectSession.js'
import { cleanUp, createAdapter, nextEvent } from '../_test/wallets.js'
import { bitcoin, bitcoinRegtest } from '../networks/networks.js'
import { verifyBitcoinMessage } from '../verify/verifyMessage.js'

afterEach(cleanUp)

const account = testAccount(2)
const regtest = bitcoinRegtest.caipNetworkId
const full = [
  {
    address: account.payment.address,
    type: 'payment',
    publicKey: account.payment.publicKey,
    path: account.payment.path,
  },
  {
    address: account.taproot.address,
    type: 'ordinal',
    publicKey: account.taproot.publicKey,
    path: account.taproot.path,
  },
]

/** Lets the adapter's background getAccountAddresses land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('connectWalletConnect', () => {
  it("connects the session's account as the payment address on the approved network, then learns the others", async () => {
    const wallet = fakeSession({ chains: [regtest] })
    const { adapter, storage } = createAdapter({ networks: [bitcoin, bitcoinRegtest] })
    const learnt = nextEvent(adapter, 'accountChanged')
    const connection = await adapter.connectWalletConnect(wallet.session, { chainId: bitcoin.id })
    expect(connection).toEqual({
      address: account.payment.address,
      chainId: bitcoinRegtest.id,
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      accounts: [{ address: account.payment.address, type: 'payment' }],
    })
    // getAccountAddresses with the account; the ordinals address, public keys and paths arrive as a change.
    expect((await learnt).accounts).toEqual(full)
    expect(wallet.requests).toEqual([
      { method: 'getAccountAddresses', params: { account: account.payment.address }, chainId: regtest },
    ])
    // Core resyncs a session after a reload: the adapter remembers no WalletConnect connector.
    expect(storage.getItem('foyer.bitcoin.connectorId')).toBeNull()
  })

  it('takes the addresses the wallet shared in the session’s properties, and asks the wallet nothing', async () => {
    const wallet = fakeSession({ chains: [regtest], shareAddresses: true })
    const { adapter } = createAdapter({ networks: [bitcoinRegtest] })
    const changes: unknown[] = []
    adapter.on('accountChanged', (event) => changes.push(event))
    const connection = await adapter.connectWalletConnect(wallet.session)
    expect(connection?.accounts).toEqual(full)
    expect(await adapter.getAccountAddresses()).toEqual(full)
    // Only the explicit getAccountAddresses above reached the wallet; nothing was asked at connect.
    expect(wallet.requests.map((r) => r.method)).toEqual(['getAccountAddresses'])
    await settle()
    expect(changes).toEqual([])
  })

  it('asks the wallet when the shared addresses are not JSON, not addresses, or another account’s', async () => {
    const other = testAccount(7)
    const otherAccount = [{ address: other.payment.address, intention: 'payment' }]
    for (const text of [
      '{not json',
      JSON.stringify({ address: 1 }),
      JSON.stringify([]),
      JSON.stringify(otherAccount),
    ]) {
      const wallet = fakeSession({ chains: [regtest], properties: { bip122_getAccountAddresses: text } })
      const { adapter } = createAdapter({ networks: [bitcoinRegtest] })
      const learnt = nextEvent(adapter, 'accountChanged')
      const connection = await adapter.connectWalletConnect(wallet.session)
      expect(connection?.accounts).toEqual([{ address: account.payment.address, type: 'payment' }])
      expect((await learnt).accounts).toEqual(full)
      expect(wallet.requests.map((r) => r.method)).toEqual(['getAccountAddresses'])
      await adapter.disconnect()
    }
  })

  it('resolves null for a session without a Bitcoin account on the adapter’s networks', async () => {
    const { adapter } = createAdapter({ networks: [bitcoinRegtest] })
    expect(
      await adapter.connectWalletConnect(fakeSession({ chains: [bitcoin.caipNetworkId] }).session),
    ).toBeNull()
    expect(await adapter.connectWalletConnect(fakeSession({ chains: [] }).session)).toBeNull()
  })

  it('follows bip122_addressesChanged (the incumbent ignored it), accountsChanged and the session’s end', async () => {
    const wallet = fakeSession({ chains: [regtest] })
    const { adapter } = createAdapter()
    await adapter.connectWalletConnect(wallet.session)
    await settle()
    const other = testAccount(7)
    const addresses = nextEvent(adapter, 'accountChanged')
    wallet.emit('sessionEvent', {
      chainId: regtest,
      name: 'bip122_addressesChanged',
      data: [
        {
          address: account.payment.address,
          publicKey: account.payment.publicKey,
          path: account.payment.path,
        },
        { address: other.taproot.address, intention: 'ordinal' },
      ],
    })
    expect((await addresses).accounts).toEqual([full[0], { address: other.taproot.address, type: 'ordinal' }])

    const switched = nextEvent(adapter, 'accountChanged')
    wallet.emit('accountsChanged', { chainId: regtest, accounts: [`${regtest}:${other.payment.address}`] })
    expect(await switched).toMatchObject({ address: other.payment.address })

    const ended = nextEvent(adapter, 'disconnect')
    wallet.emit('disconnect', {})
    expect(await ended).toEqual({})
  })

  it('disconnects locally and ends the session, unsubscribed from its events', async () => {
    const wallet = fakeSession({ chains: [regtest] })
    const { adapter } = createAdapter()
    await adapter.connectWalletConnect(wallet.session)
    await settle()
    await adapter.disconnect()
    expect(wallet.disconnects).toBe(1)
    expect(wallet.listenerCount()).toBe(0)
  })
})

describe('requests over WalletConnect', () => {
  it('signMessage: BIP-322 with the account, hex answer turned base64; it verifies', async () => {
    const wallet = fakeSession({ chains: [regtest] })
    const { adapter } = createAdapter()
    await adapter.connectWalletConnect(wallet.session)
    await settle()
    const message = 'Hello over WalletConnect'
    for (const address of [account.payment.address, account.taproot.address]) {
      const signature = await adapter.signMessage({ message, address })
      expect(await verifyBitcoinMessage({ address, message, signature })).toBe(true)
      expect(wallet.requests.at(-1)).toEqual({
        method: 'signMessage',
        params: { account: account.payment.address, address, message, protocol: 'bip322' },
        chainId: regtest,
      })
    }
  })

  it('signPsbt: every input to sign as { address, index }, with the broadcast flag', async () => {
    const wallet = fakeSession({ chains: [regtest] })
    const { adapter } = createAdapter()
    await adapter.connectWalletConnect(wallet.session)
    await settle()
    const tx = new Transaction()
    tx.addInput({
      txid: fakeTxid(1),
      index: 0,
      witnessUtxo: { script: wallet.payment.script, amount: 40_000n },
    })
    tx.addInput({
      txid: fakeTxid(2),
      index: 0,
      witnessUtxo: { script: wallet.ordinals.script, amount: 10_000n },
      tapInternalKey: wallet.ordinals.publicKey,
    })
    tx.addOutput({ script: wallet.payment.script, amount: 45_000n })
    const psbt = base64.encode(tx.toPSBT())
    const result = await adapter.signPsbt({ psbt })
    expect(wallet.requests.at(-1)?.params).toEqual({
      account: account.payment.address,
      psbt,
      signInputs: [
        { address: account.payment.address, index: 0 },
        { address: account.taproot.address, index: 1 },
      ],
      broadcast: false,
    })
    const signed = Transaction.fromPSBT(base64.decode(result.psbt))
    signed.finalize()
    expect(signed.id).toBe(tx.id)
  })

  it('sendTokens: a wallet without sendTransfer (5101) signs the PSBT the adapter builds, and it is broadcast', async () => {
    const esplora = await startFakeEsplora()
    esplora.fund(account.payment.address, [{ txid: fakeTxid(4), vout: 2, value: 20_000_000 }])
    const wallet = fakeSession({ chains: [regtest] })
    const { adapter } = createAdapter({ networks: [esplora.network] })
    await adapter.connectWalletConnect(wallet.session)
    await settle()
    const { hash } = await adapter.sendTokens({
      from: account.payment.address,
      to: testAccount(8).payment.address,
      amount: 1_234_567n,
      network: esplora.network,
    })
    expect(esplora.mempool.has(hash)).toBe(true)
    expect(wallet.requests.map((r) => r.method)).toEqual(['getAccountAddresses', 'sendTransfer', 'signPsbt'])
    expect(wallet.requests[1]?.params).toEqual({
      account: account.payment.address,
      recipientAddress: testAccount(8).payment.address,
      amount: '1234567',
      changeAddress: account.payment.address,
    })
  })

  it('sendTokens: a wallet with sendTransfer sends it; the adapter resolves once the ledger knows it', async () => {
    const esplora = await startFakeEsplora()
    esplora.fund(account.payment.address, [{ txid: fakeTxid(4), vout: 2, value: 20_000_000 }])
    let txid = ''
    const wallet = fakeSession({
      chains: [regtest],
      sendTransfer: async () => {
        // The wallet builds and broadcasts a transaction of its own (here: through the same ledger).
        const tx = new Transaction()
        tx.addInput({
          txid: fakeTxid(4),
          index: 2,
          witnessUtxo: { script: wallet.payment.script, amount: 20_000_000n },
        })
        tx.addOutput({ script: wallet.payment.script, amount: 19_990_000n })
        tx.sign(wallet.payment.privateKey)
        tx.finalize()
        txid = await (
          await fetch(`${esplora.url}/tx`, { method: 'POST', body: hex.encode(tx.extract()) })
        ).text()
        return { txid }
      },
    })
    const { adapter } = createAdapter({ networks: [esplora.network] })
    await adapter.connectWalletConnect(wallet.session)
    const { hash } = await adapter.sendTokens({
      from: account.payment.address,
      to: testAccount(8).payment.address,
      amount: 10_000n,
      network: esplora.network,
    })
    expect(hash).toBe(txid)
    expect(esplora.requests).toContain(`GET /tx/${txid}`)
  })

  it('maps a decline (5000) to UserRejectedRequestError and refuses a network the wallet did not approve', async () => {
    const wallet = fakeSession({ chains: [regtest] })
    const { adapter } = createAdapter({ networks: [bitcoinRegtest, bitcoin] })
    await adapter.connectWalletConnect(wallet.session)
    await settle()
    wallet.answerNext(() => {
      throw { code: 5000, message: 'User rejected.' }
    })
    await expect(adapter.signMessage({ message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(adapter.switchNetwork(bitcoin)).rejects.toMatchObject({ reason: 'network' })
  })
})
