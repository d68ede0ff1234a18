import '../_test/fakeWindow.js'
import { UserRejectedRequestError } from '@foyer/core'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signTransaction,
} from '@solana/kit'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startLedger } from '../_test/ledger.js'
import { fakeSession, type SessionRequest } from '../_test/walletConnectSession.js'
import { cleanUp, createAdapter } from '../_test/wallets.js'

let ledger: Awaited<ReturnType<typeof startLedger>>
beforeAll(async () => {
  ledger = await startLedger()
}, 30_000)
afterAll(() => ledger?.stop())
afterEach(cleanUp)

const rpc = () => createSolanaRpc(ledger.ledger.rpcUrl)
const solOf = async (owner: string) =>
  (await rpc().getBalance(address(owner), { commitment: 'confirmed' }).send()).value

/** A wallet over WalletConnect that signs with test account 7 and sends to the ledger itself. */
async function connected() {
  const wallet = await fakeSession({ chains: [ledger.network.caipNetworkId] })
  const signAndSend = async ({ params }: SessionRequest) => {
    const unsigned = getTransactionDecoder().decode(getBase64Encoder().encode(params.transaction as string))
    const signed = await signTransaction([wallet.keyPair], unsigned)
    const sendOptions = params.sendOptions as { preflightCommitment?: 'confirmed' } | undefined
    const signature = await rpc()
      .sendTransaction(getBase64Decoder().decode(getTransactionEncoder().encode(signed)) as never, {
        encoding: 'base64',
        ...(sendOptions?.preflightCommitment ? { preflightCommitment: sendOptions.preflightCommitment } : {}),
      })
      .send()
    return { signature }
  }
  const { adapter } = createAdapter({ networks: [ledger.network] })
  await adapter.connectWalletConnect(wallet.session)
  return { wallet, adapter, signAndSend, from: wallet.address }
}

describe('sending over WalletConnect, against the local ledger', () => {
  it('sends SOL through solana_signAndSendTransaction and waits for the chain', async () => {
    const { wallet, adapter, signAndSend, from } = await connected()
    const to = (await generateKeyPairSigner()).address
    const amount = 250_000_000n
    const { fee } = await adapter.estimateSend({ from, to, amount, network: ledger.network })
    const before = await solOf(from)
    wallet.answerNext(signAndSend)
    const { hash } = await adapter.sendTokens({ from, to, amount, network: ledger.network })
    expect(await solOf(to)).toBe(amount)
    expect(await solOf(from)).toBe(before - amount - fee)
    const [request] = wallet.requests
    expect(request).toMatchObject({
      method: 'solana_signAndSendTransaction',
      params: { pubkey: from, sendOptions: { preflightCommitment: 'confirmed' } },
      chainId: ledger.network.caipNetworkId,
    })
    // The signature returned is the transaction's: its fee payer's signature, base58.
    const sent = await rpc()
      .getTransaction(hash as never, { encoding: 'base64', maxSupportedTransactionVersion: 0 })
      .send()
    expect(sent?.transaction).toBeTruthy()
    expect(typeof request?.params.transaction).toBe('string')
  })

  it('signs with solana_signTransaction and sends itself when the wallet lacks signAndSend', async () => {
    const { wallet, adapter, from } = await connected()
    const to = (await generateKeyPairSigner()).address
    wallet.answerNext(() => {
      throw { code: 5101, message: 'Unsupported methods' }
    })
    await adapter.sendTokens({ from, to, amount: 1_000_000_000n, network: ledger.network })
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'solana_signAndSendTransaction',
      'solana_signTransaction',
    ])
    expect(await solOf(to)).toBe(1_000_000_000n)
  })

  it('maps a declined send to UserRejectedRequestError; nothing lands', async () => {
    const { wallet, adapter, from } = await connected()
    const to = (await generateKeyPairSigner()).address
    wallet.answerNext(() => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    await expect(
      adapter.sendTokens({ from, to, amount: 250_000_000n, network: ledger.network }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await solOf(to)).toBe(0n)
  })

  it('reads the balance of the session’s account like any other', async () => {
    const { adapter, from } = await connected()
    const { balance, symbol } = await adapter.getBalance({ address: from, network: ledger.network })
    expect(symbol).toBe('SOL')
    expect(Number(balance)).toBeGreaterThan(90)
  })
})
