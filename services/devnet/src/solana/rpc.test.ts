import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionEncoder,
  lamports,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PortBusyError } from '../errors.js'
import { solanaTestAccounts } from '../solanaAccounts.js'
import { solanaNetworks } from '../solanaNetworks.js'
import { type SolanaLedger, startSolanaLedger } from './startSolanaLedger.js'
import { asAddress, kitClients, rawCall, signedTransaction, signerOf } from './testing.js'

const [alice, bob] = solanaTestAccounts

// biome-ignore lint/suspicious/noExplicitAny: the wire tests read raw JSON answers field by field
type Json = any

let stateDir: string
let ledger: SolanaLedger

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-solana-rpc-'))
  ledger = await startSolanaLedger({ port: 0, stateDir, network: 'devnet' })
})

afterAll(async () => {
  await ledger?.stop()
  await rm(stateDir, { recursive: true, force: true })
})

const call = (method: string, params: unknown[] = []) =>
  rawCall(ledger.rpcUrl, { jsonrpc: '2.0', id: 7, method, params }) as Promise<{
    id: number
    result?: Json
    error?: { code: number; message: string; data?: Json }
  }>

describe('Solana ledger JSON-RPC wire format', () => {
  it('answers batches in order, with the context of the real RPC', async () => {
    const answer = (await rawCall(ledger.rpcUrl, [
      { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: [alice.publicKey] },
      { jsonrpc: '2.0', id: 3, method: 'getNothing' },
    ])) as { id: number; result?: Json; error?: Json }[]
    expect(answer.map((entry) => entry.id)).toEqual([1, 2, 3])
    expect(answer[0]?.result).toBe(solanaNetworks.devnet.genesisHash)
    expect(answer[1]?.result).toMatchObject({
      context: { apiVersion: expect.any(String), slot: expect.any(Number) },
    })
    expect(answer[2]?.error).toEqual({ code: -32601, message: 'Method not found' })
  })

  it('gives the real error codes for bad input', async () => {
    expect((await call('getBalance', ['not-a-key'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    })
    expect((await call('getBalance')).error?.code).toBe(-32602)
    expect((await call('getSlot', [{ minContextSlot: 10_000_000 }])).error?.code).toBe(-32016)
    const parse = await fetch(ledger.rpcUrl, { method: 'POST', body: '{' })
    expect((await parse.json()).error.code).toBe(-32700)
    const cors = await fetch(ledger.rpcUrl, { method: 'OPTIONS' })
    expect(cors.status).toBe(204)
    expect(cors.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('accepts base58 transactions, prices them, and simulates without sending', async () => {
    const { rpc } = kitClients(ledger)
    const payer = await signerOf(alice)
    const transaction = await signedTransaction(rpc, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: asAddress(bob.publicKey),
        amount: lamports(10n),
      }),
    ])
    const messageBytes = Buffer.from(transaction.messageBytes).toString('base64')
    expect((await call('getFeeForMessage', [messageBytes])).result.value).toBe(5000)

    const simulated = await call('simulateTransaction', [
      getBase64EncodedWireTransaction(transaction),
      { encoding: 'base64', accounts: { addresses: [bob.publicKey], encoding: 'base64' } },
    ])
    expect(simulated.result.value).toMatchObject({ err: null, unitsConsumed: expect.any(Number) })
    expect(simulated.result.value.logs[0]).toBe('Program 11111111111111111111111111111111 invoke [1]')
    const bobNow = (await call('getBalance', [bob.publicKey])).result.value
    expect(simulated.result.value.accounts[0].lamports).toBe(bobNow + 10)

    const wire = getBase58Decoder().decode(getTransactionEncoder().encode(transaction))
    const signature = (await call('sendTransaction', [wire])).result
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    expect((await call('getBalance', [bob.publicKey])).result.value).toBe(bobNow + 10)
    // A v0 transaction needs maxSupportedTransactionVersion, as on the node.
    expect((await call('getTransaction', [signature])).error?.code).toBe(-32015)
    // The same transaction again is a duplicate.
    const again = await call('sendTransaction', [wire])
    expect(again.error?.code).toBe(-32002)
    expect(again.error?.data.err).toBe('AlreadyProcessed')
  })

  it('airdrops from the faucet as a recorded transaction', async () => {
    const fresh = (await generateKeyPairSigner()).address
    const airdrop = await call('requestAirdrop', [fresh, 2_000_000_000])
    expect(airdrop.error).toBeUndefined()
    const signature = airdrop.result
    expect((await call('getBalance', [fresh])).result.value).toBe(2_000_000_000)
    const [listed] = (await call('getSignaturesForAddress', [fresh])).result
    expect(listed.signature).toBe(signature)
    const statuses = (await call('getSignatureStatuses', [[signature]])).result.value
    expect(statuses[0]).toMatchObject({ confirmationStatus: 'finalized', err: null, status: { Ok: null } })
  })

  it('runs the three networks as separate ledgers with their own genesis hashes', async () => {
    const testnet = await startSolanaLedger({ port: 0, stateDir, network: 'testnet' })
    try {
      const hash = (await rawCall(testnet.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' })) as {
        result: string
      }
      expect(hash.result).toBe('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY')
      expect(solanaNetworks.testnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
      expect(testnet.stateDir).toBe(join(stateDir, 'solana-testnet'))
      // A transfer on devnet leaves testnet's balances alone.
      const balance = (await rawCall(testnet.rpcUrl, {
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [bob.publicKey],
      })) as { result: { value: number } }
      expect(balance.result.value).toBe(100_000_000_000)
    } finally {
      await testnet.stop()
    }
  })

  it('names the variable of a busy port', async () => {
    const blocker = createServer().listen(0, '127.0.0.1')
    await new Promise((resolve) => blocker.once('listening', resolve))
    const port = (blocker.address() as { port: number }).port
    try {
      await expect(startSolanaLedger({ port, stateDir, network: 'mainnet' })).rejects.toThrow(
        new PortBusyError(port, 'FOYER_SOLANA_RPC_PORT').message,
      )
    } finally {
      blocker.close()
    }
  })
})
