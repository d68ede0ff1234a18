import './_test/fakeWindow.js'
import type { CaipNetwork } from '@foyer/core'
import { UserRejectedRequestError } from '@foyer/core'
import { solanaTestAccounts, solanaUsdcMint } from '@foyer/devnet'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaTestWalletOptions } from '../../../e2e/solana-wallet/index.js'
import { startLedger } from './_test/ledger.js'
import { unsignedTransferOn } from './_test/transactions.js'
import { cleanUp, createAdapter, installWallet } from './_test/wallets.js'

let ledger: Awaited<ReturnType<typeof startLedger>>
let network: CaipNetwork
beforeAll(async () => {
  ledger = await startLedger()
  network = ledger.network
}, 30_000)
afterAll(() => ledger?.stop())
afterEach(cleanUp)

const lamports = (sol: number) => BigInt(Math.round(sol * 1e9))

/** The test wallet holding devnet test account `index`, connected to a fresh adapter on the ledger. */
async function connect(index: number, features?: SolanaTestWalletOptions['features']) {
  const account = solanaTestAccounts[index]
  if (!account) throw new Error(`no test account ${index}`)
  const wallet = await installWallet({
    secretKey: account.secretKey,
    rpcUrl: ledger.ledger.rpcUrl,
    ...(features ? { features } : {}),
  })
  const { adapter } = createAdapter({ networks: [network] })
  const connection = await adapter.connect({ connectorId: wallet.wallet.name })
  expect(connection.address).toBe(account.publicKey)
  return { wallet, adapter, from: connection.address }
}

const rpc = () => createSolanaRpc(ledger.ledger.rpcUrl)
const solOf = async (owner: string) =>
  (await rpc().getBalance(address(owner), { commitment: 'confirmed' }).send()).value
const freshAddress = async () => (await generateKeyPairSigner()).address

describe('against the local ledger', () => {
  it('reads a test account’s 100 SOL and 10,000 USDC', async () => {
    const { adapter, from } = await connect(9)
    expect(await adapter.getBalance({ address: from, network })).toEqual({ balance: '100', symbol: 'SOL' })
    expect(await adapter.getTokenBalance({ address: from, token: solanaUsdcMint.address, network })).toEqual({
      mint: solanaUsdcMint.address,
      amount: 10_000_000_000n,
      decimals: 6,
      balance: '10000',
    })
    const stranger = await freshAddress()
    expect(await adapter.getBalance({ address: stranger, network })).toEqual({ balance: '0', symbol: 'SOL' })
  })

  it('sends SOL: the fee estimated is the fee paid, the receiver gets the amount', async () => {
    const { adapter, from, wallet } = await connect(1)
    const to = await freshAddress()
    const amount = lamports(0.25)
    const { fee } = await adapter.estimateSend({ from, to, amount, network })
    expect(fee).toBe(5000n)
    const before = await solOf(from)
    const { hash } = await adapter.sendTokens({ from, to, amount, network })
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await solOf(to)).toBe(amount)
    expect(await solOf(from)).toBe(before - amount - fee)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana:signAndSendTransaction',
      params: { chain: 'solana:devnet' },
    })
  })

  it('sends USDC to an owner without a token account: creates it, and the estimate counts its rent', async () => {
    const { adapter, from } = await connect(2)
    const to = await freshAddress()
    const token = solanaUsdcMint.address
    const amount = 1_500_000n
    const rent = await rpc().getMinimumBalanceForRentExemption(165n).send()
    const first = await adapter.estimateSend({ from, to, amount, token, network })
    expect(first.fee).toBe(5000n + rent)
    const before = await solOf(from)
    await adapter.sendTokens({ from, to, amount, token, network })
    expect(await adapter.getTokenBalance({ address: to, token, network })).toMatchObject({
      amount,
      balance: '1.5',
    })
    expect(await solOf(from)).toBe(before - first.fee)
    // The account exists now: the next transfer only pays the fee.
    expect((await adapter.estimateSend({ from, to, amount, token, network })).fee).toBe(5000n)
    await adapter.sendTokens({ from, to, amount, token, network })
    expect((await adapter.getTokenBalance({ address: to, token, network })).balance).toBe('3')
    expect((await adapter.getTokenBalance({ address: from, token, network })).amount).toBe(
      10_000_000_000n - 2n * amount,
    )
  })

  it("signs and sends the app's own transaction: the signature is the fee payer's over the message", async () => {
    const { adapter, from } = await connect(3)
    const to = await freshAddress()
    const { value: blockhash } = await rpc().getLatestBlockhash({ commitment: 'confirmed' }).send()
    const transaction = unsignedTransferOn(from, to, lamports(0.01), blockhash)
    const { signature } = await adapter.signAndSendTransaction({
      transaction,
      options: { commitment: 'confirmed' },
    })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
    const key = await getPublicKeyFromAddress(address(from))
    expect(await verifySignature(key, bytes, new Uint8Array(transaction.messageBytes))).toBe(true)
    const { value } = await rpc()
      .getSignatureStatuses([signature as never])
      .send()
    expect(value[0]).toMatchObject({ err: null })
    expect(await solOf(to)).toBe(lamports(0.01))
  })

  it('sends through a wallet that only signs: the adapter sends the signed transaction itself', async () => {
    const { adapter, from, wallet } = await connect(4, [
      'standard:connect',
      'standard:events',
      'solana:signTransaction',
    ])
    const to = await freshAddress()
    await adapter.sendTokens({ from, to, amount: lamports(0.002), network })
    expect(await solOf(to)).toBe(lamports(0.002))
    expect(wallet.requests.at(-1)?.method).toBe('solana:signTransaction')
  })

  it('signs and sends for a wallet that only signs, waiting for the commitment asked for', async () => {
    const { adapter, from } = await connect(0, ['standard:connect', 'solana:signTransaction'])
    const to = await freshAddress()
    const { value: blockhash } = await rpc().getLatestBlockhash({ commitment: 'confirmed' }).send()
    const transaction = unsignedTransferOn(from, to, lamports(0.003), blockhash)
    const { signature } = await adapter.signAndSendTransaction({
      transaction,
      options: { commitment: 'confirmed' },
    })
    const { value } = await rpc()
      .getSignatureStatuses([signature as never])
      .send()
    expect(value[0]).toMatchObject({
      err: null,
      confirmationStatus: expect.stringMatching(/confirmed|finalized/),
    })
  })

  it('sends nothing when the visitor declines', async () => {
    const { adapter, from, wallet } = await connect(5)
    const to = await freshAddress()
    const before = await solOf(from)
    wallet.rejectNext()
    await expect(adapter.sendTokens({ from, to, amount: lamports(0.1), network })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(await solOf(from)).toBe(before)
  })

  it('says why before asking the wallet when SOL to a new account is below its rent-exempt minimum', async () => {
    const { adapter, from, wallet } = await connect(6)
    const error = await adapter
      .sendTokens({ from, to: await freshAddress(), amount: 1000n, network })
      .catch((e) => e)
    expect(error).toMatchObject({
      name: 'SolanaRequestError',
      shortMessage: expect.stringMatching(/at least 0\.00089088 SOL/),
    })
    expect(wallet.requests.map((r) => r.method)).toEqual(['standard:connect'])
  })

  it("keeps the wallet's message when the chain refuses, 'Transaction error' when the adapter sent it", async () => {
    const viaWallet = await connect(7)
    const tooMuch = { to: await freshAddress(), amount: lamports(1000), network }
    await expect(viaWallet.adapter.sendTokens({ from: viaWallet.from, ...tooMuch })).rejects.toMatchObject({
      name: 'SolanaRequestError',
      shortMessage: expect.stringMatching(/^Transaction simulation failed/),
      rpcCode: -32002,
    })
    const signOnly = await connect(8, ['standard:connect', 'solana:signTransaction'])
    await expect(signOnly.adapter.sendTokens({ from: signOnly.from, ...tooMuch })).rejects.toMatchObject({
      name: 'SolanaRequestError',
      shortMessage: 'Transaction error',
    })
  })
})
