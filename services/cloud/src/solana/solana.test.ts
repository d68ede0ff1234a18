/** The blockchain API's Solana balances and history against a real local ledger (LiteSVM behind its RPC). */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solanaNetworks, solanaTestAccounts, solanaUsdcMint } from '@foyer/devnet'
import { type SolanaLedger as RunningLedger, startSolanaLedger } from '@foyer/devnet/node'
import { balanceResponseSchema, historyResponseSchema } from '@foyer/wire'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { seedDatabase } from '../seed/seedDatabase.js'
import { createMemoryDb } from '../testing/memoryDb.js'
import { createSolanaLedgerSet } from './ledgers.js'

const network = solanaNetworks.mainnet
const [alice, bob, carol] = solanaTestAccounts
let ledger: RunningLedger
let stateDir: string
let call: (path: string) => Promise<Response>

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'foyer-cloud-solana-'))
  ledger = await startSolanaLedger({ port: 0, wsPort: 0, stateDir, network: 'mainnet' })
  const db = await createMemoryDb()
  await seedDatabase(db)
  const app = createCloudApp({
    db,
    publicUrl: 'http://cloud.test',
    onUnexpectedError: () => {},
    solana: createSolanaLedgerSet([
      { caip2: network.caipNetworkId, name: network.name, rpcUrl: ledger.rpcUrl },
    ]),
  })
  call = async (path) => app.request(`${path}${path.includes('?') ? '&' : '?'}projectId=${DEMO_PROJECT_ID}`)
}, 60_000)

afterAll(async () => {
  await ledger?.stop()
  rmSync(stateDir, { recursive: true, force: true })
})

const signerOf = (secretKey: string): Promise<KeyPairSigner> =>
  createKeyPairSignerFromBytes(new Uint8Array(getBase58Encoder().encode(secretKey)))

async function send(from: KeyPairSigner, instructions: Instruction[]): Promise<string> {
  const rpc = createSolanaRpc(ledger.rpcUrl)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const signed = await pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
    (m) => signTransactionMessageWithSigners(m),
  )
  return rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
}

async function balances(owner: string) {
  const response = await call(`/v1/account/${owner}/balance?currency=usd&chainId=${network.caipNetworkId}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return balanceResponseSchema.parse(await response.json()).balances
}

async function history(owner: string) {
  const response = await call(`/v1/account/${owner}/history?chainId=${network.caipNetworkId}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return historyResponseSchema.parse(await response.json())
}

describe('Solana in the blockchain API', () => {
  it('answers SOL and USDC balances of a test account, priced, with the mint as CAIP-10 address', async () => {
    const [sol, usdc] = await balances(carol?.publicKey ?? '')
    expect(sol).toMatchObject({
      symbol: 'SOL',
      chainId: network.caipNetworkId,
      quantity: { decimals: '9', numeric: '100' },
    })
    expect(sol?.address).toBeUndefined()
    expect(usdc).toMatchObject({
      symbol: 'USDC',
      name: 'USD Coin',
      address: `${network.caipNetworkId}:${solanaUsdcMint.address}`,
      quantity: { decimals: '6', numeric: '10000' },
      price: 1,
      value: 10000,
    })
    expect(usdc?.iconUrl).toContain('/public/getTokenImage/USDC')
  })

  it('lists a SOL send and an SPL send in both accounts’ histories, with counterparty and amount', async () => {
    const from = await signerOf(alice?.secretKey ?? '')
    const to = address(bob?.publicKey ?? '')
    const solSignature = await send(from, [
      getTransferSolInstruction({ source: from, destination: to, amount: 250_000_000n }),
    ])
    const mint = address(solanaUsdcMint.address)
    const [source] = await findAssociatedTokenPda({
      owner: from.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: to,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const usdcSignature = await send(from, [
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: from,
        amount: 5_000_000n,
        decimals: 6,
      }),
    ])

    const sent = await history(alice?.publicKey ?? '')
    const [usdcTx, solTx] = sent.data
    expect(usdcTx?.metadata).toMatchObject({
      hash: usdcSignature,
      operationType: 'send',
      status: 'confirmed',
    })
    expect(usdcTx?.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        sender: alice?.publicKey,
        recipient: bob?.publicKey,
        quantity: { numeric: '5' },
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
      }),
    ])
    expect(solTx?.metadata).toMatchObject({
      hash: solSignature,
      operationType: 'send',
      sentTo: bob?.publicKey,
    })
    expect(solTx?.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        recipient: bob?.publicKey,
        quantity: { numeric: '0.25' },
        price: 150,
      }),
    ])

    const received = await history(bob?.publicKey ?? '')
    expect(received.data.map((tx) => tx.metadata.operationType)).toEqual(['receive', 'receive'])
    expect(received.data[1]?.transfers[0]).toMatchObject({ direction: 'in', sender: alice?.publicKey })
    const [sol] = await balances(bob?.publicKey ?? '')
    expect(sol?.quantity.numeric).toBe('100.25')
  })

  it('refuses an address that is not base58 and a network it does not serve', async () => {
    const bad = await call(`/v1/account/0xabc/balance?chainId=${network.caipNetworkId}`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/Solana address/)
    const unknown = await call(
      `/v1/account/${alice?.publicKey}/history?chainId=solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`,
    )
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).message).toMatch(/unsupported chain/)
  })
})
