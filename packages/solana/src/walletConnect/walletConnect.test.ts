import '../_test/fakeWindow.js'
import { UserRejectedRequestError } from '@foyer/core'
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionEncoder,
  getUtf8Encoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { unsignedTransfer } from '../_test/transactions.js'
import { fakeSession } from '../_test/walletConnectSession.js'
import { cleanUp, createAdapter, nextEvent } from '../_test/wallets.js'
import { solanaDevnet, solanaMainnet, solanaTestnet } from '../networks/networks.js'

afterEach(cleanUp)

const receiver = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const networks = [solanaMainnet, solanaDevnet]
const both = [solanaMainnet.caipNetworkId, solanaDevnet.caipNetworkId]
const wire = (transaction: ReturnType<typeof unsignedTransfer>) =>
  getBase64Decoder().decode(getTransactionEncoder().encode(transaction))

/** A SolanaAdapter connected over a fake session holding Solana test account 7. */
async function connected(chains: readonly string[] = both, chainId?: string) {
  const wallet = await fakeSession({ chains })
  const { adapter, storage } = createAdapter({ networks })
  const connection = await adapter.connectWalletConnect(wallet.session, chainId ? { chainId } : {})
  return { wallet, adapter, storage, connection }
}

describe('SolanaAdapter.connectWalletConnect', () => {
  it("connects the session's Solana account on the app's network, core's WalletConnect connector", async () => {
    const { wallet, adapter, storage, connection } = await connected(both, solanaDevnet.id)
    expect(connection).toEqual({
      address: wallet.address,
      chainId: solanaDevnet.id,
      connectorId: 'walletConnect',
    })
    expect(adapter.network.id).toBe(solanaDevnet.id)
    // Core resyncs the session after a reload: the adapter keeps the network, no wallet to reconnect.
    expect(storage.getItem('foyer.solana.connectorId')).toBeNull()
    expect(storage.getItem('foyer.solana.chainId')).toBe(solanaDevnet.id)
    expect(await adapter.reconnect()).toBeNull()
  })

  it('starts on the first network the wallet approved when the app is elsewhere', async () => {
    const { connection } = await connected([solanaDevnet.caipNetworkId], 'eip155:1')
    expect(connection?.chainId).toBe(solanaDevnet.id)
  })

  it('resolves null without a Solana account, or on none of the adapter networks', async () => {
    const none = await fakeSession({ chains: [], evm: true })
    const { adapter } = createAdapter({ networks })
    expect(await adapter.connectWalletConnect(none.session)).toBeNull()
    const elsewhere = await fakeSession({ chains: [solanaTestnet.caipNetworkId] })
    expect(await adapter.connectWalletConnect(elsewhere.session)).toBeNull()
  })

  it("resumes after a reload on the stored network with the stored session (core's chainId)", async () => {
    const first = await connected(both, solanaDevnet.id)
    first.adapter.destroy()
    const { adapter } = createAdapter({ networks, storage: first.storage })
    expect(adapter.network.id).toBe(solanaDevnet.id)
    const again = await adapter.connectWalletConnect(first.wallet.session, { chainId: solanaDevnet.id })
    expect(again).toMatchObject({ address: first.wallet.address, chainId: solanaDevnet.id })
  })
})

describe('signing over the session', () => {
  it('signMessage sends solana_signMessage (base58 UTF-8, pubkey) and returns the base58 signature', async () => {
    const { wallet, adapter } = await connected()
    const message = 'Sign in to Foyer\nNonce: 8f2b'
    const signature = await adapter.signMessage({ message, address: wallet.address })
    const bytes = getUtf8Encoder().encode(message)
    expect(wallet.requests).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(bytes), pubkey: wallet.address },
        chainId: solanaMainnet.caipNetworkId,
      },
    ])
    const valid = await verifySignature(
      wallet.keyPair.publicKey,
      getBase58Encoder().encode(signature) as SignatureBytes,
      bytes,
    )
    expect(valid).toBe(true)
  })

  it.each([
    [4001, 'User rejected the request.'],
    [5000, 'User rejected.'],
  ])('maps the wallet’s %i to UserRejectedRequestError', async (code, message) => {
    const { wallet, adapter } = await connected()
    wallet.answerNext(() => {
      throw { code, message }
    })
    const error = await adapter
      .signMessage({ message: 'hi', address: wallet.address })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'User rejected the request.' })
  })

  it('refuses an answer that is no signature', async () => {
    const { wallet, adapter } = await connected()
    wallet.answerNext(() => ({ signature: 'not base58 0OIl' }))
    await expect(adapter.signMessage({ message: 'hi', address: wallet.address })).rejects.toMatchObject({
      shortMessage: 'The wallet returned no valid signature',
    })
  })

  it('signTransaction sends the base64 wire transaction and decodes the signed one', async () => {
    const { wallet, adapter } = await connected()
    await adapter.switchNetwork(solanaDevnet)
    const transaction = unsignedTransfer(wallet.address, receiver)
    const signed = await adapter.signTransaction({ transaction })
    expect(wallet.requests.at(-1)).toEqual({
      method: 'solana_signTransaction',
      params: { transaction: wire(transaction), pubkey: wallet.address },
      chainId: solanaDevnet.caipNetworkId,
    })
    const signature = signed.signatures[address(wallet.address)] as SignatureBytes
    expect(await verifySignature(wallet.keyPair.publicKey, signature, signed.messageBytes)).toBe(true)
  })

  it('puts the signature in its slot when the wallet answers with the signature only (older wallets)', async () => {
    const { wallet, adapter } = await connected()
    wallet.answerNext(async (request) => {
      const { signature } = (await wallet.wallet(request)) as { signature: string }
      return { signature }
    })
    const transaction = unsignedTransfer(wallet.address, receiver)
    const signed = await adapter.signTransaction({ transaction })
    const signature = signed.signatures[address(wallet.address)] as SignatureBytes
    expect(await verifySignature(wallet.keyPair.publicKey, signature, signed.messageBytes)).toBe(true)
    expect(signed.messageBytes).toEqual(transaction.messageBytes)
  })

  it('signs several in one solana_signAllTransactions, one by one when the wallet lacks it', async () => {
    const { wallet, adapter } = await connected()
    const transactions = [
      unsignedTransfer(wallet.address, receiver),
      unsignedTransfer(wallet.address, receiver, 'legacy'),
    ]
    const signed = await adapter.signTransactions({ transactions })
    expect(signed).toHaveLength(2)
    expect(wallet.requests.map((r) => r.method)).toEqual(['solana_signAllTransactions'])
    expect(wallet.requests[0]?.params).toEqual({ transactions: transactions.map(wire) })

    wallet.answerNext(() => {
      throw { code: 5101, message: 'Unsupported methods' }
    })
    const again = await adapter.signTransactions({ transactions })
    expect(again.map((t) => t.signatures[address(wallet.address)])).toEqual(
      signed.map((t) => t.signatures[address(wallet.address)]),
    )
    expect(wallet.requests.map((r) => r.method).slice(1)).toEqual([
      'solana_signAllTransactions',
      'solana_signTransaction',
      'solana_signTransaction',
    ])
  })

  it("refuses a network the wallet did not approve, and another address than the session's", async () => {
    const { wallet, adapter } = await connected([solanaMainnet.caipNetworkId])
    await expect(adapter.signMessage({ message: 'hi', address: receiver })).rejects.toMatchObject({
      name: 'InvalidParameterError',
    })
    await adapter.switchNetwork(solanaDevnet)
    await expect(adapter.signMessage({ message: 'hi', address: wallet.address })).rejects.toMatchObject({
      shortMessage: 'The wallet did not approve Solana Devnet',
    })
    expect(wallet.requests).toEqual([])
  })
})

describe('the session’s events', () => {
  it("follows the wallet's Solana account changes", async () => {
    const { wallet, adapter } = await connected()
    const changed = nextEvent(adapter, 'accountChanged')
    wallet.emit('accountsChanged', {
      chainId: solanaMainnet.caipNetworkId,
      accounts: [`${solanaMainnet.caipNetworkId}:${receiver}`],
    })
    expect(await changed).toEqual({
      address: receiver,
      chainId: solanaMainnet.id,
      connectorId: 'walletConnect',
    })
    // An EVM account change is not the Solana account's.
    wallet.emit('accountsChanged', {
      chainId: 'eip155:1',
      accounts: ['eip155:1:0x1234567890abcdef1234567890abcdef12345678'],
    })
    await expect(adapter.signMessage({ message: 'hi', address: receiver })).resolves.toBeTypeOf('string')
  })

  it('reports the session’s end as a disconnect', async () => {
    const { wallet, adapter } = await connected()
    const gone = nextEvent(adapter, 'disconnect')
    wallet.emit('disconnect', {})
    expect(await gone).toEqual({})
    await expect(adapter.signMessage({ message: 'hi', address: wallet.address })).rejects.toMatchObject({
      shortMessage: 'No Solana wallet is connected',
    })
  })

  it("disconnect() ends the session and stops following it, without a 'disconnect' event", async () => {
    const { wallet, adapter } = await connected()
    let events = 0
    adapter.on('disconnect', () => events++)
    await adapter.disconnect()
    expect(wallet.disconnects).toBe(1)
    expect(wallet.listenerCount()).toBe(0)
    wallet.emit('disconnect', {})
    expect(events).toBe(0)
  })
})
