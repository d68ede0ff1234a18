import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solanaTestAccounts } from '@foyer/devnet'
import { type SolanaLedger, startSolanaLedger } from '@foyer/devnet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solTransferWire } from '../../testing/solanaTransaction.js'
import { thrown } from '../../testing/thrown.js'
import { RequestFailedError } from '../errors.js'
import { base58Decode, base58Encode, base64Decode, base64Encode } from './base58.js'
import { executeSolanaRequest } from './execute.js'
import { solanaKeyFromSecret } from './keypair.js'
import { parseSolanaRequest } from './requests.js'

const account = solanaTestAccounts[7]
const receiver = solanaTestAccounts[6].publicKey
let ledger: SolanaLedger
let stateDir: string

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-wallet-solana-'))
  ledger = await startSolanaLedger({ network: 'mainnet', port: 0, wsPort: 0, stateDir })
}, 30_000)
afterAll(async () => {
  await ledger?.stop()
  if (stateDir) await rm(stateDir, { recursive: true, force: true })
})

const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
  const response = await fetch(ledger.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}
const lamports = async (owner: string) =>
  BigInt((await rpc<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }])).value)
const verify = async (signature: Uint8Array, data: Uint8Array) => {
  const key = await crypto.subtle.importKey(
    'raw',
    base58Decode(account.publicKey),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new Uint8Array(data))
}

async function run(method: string, params: Record<string, unknown>) {
  const key = await solanaKeyFromSecret(account.secretKey)
  const event = {
    id: 1,
    topic: 't',
    params: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', request: { method, params } },
  }
  return executeSolanaRequest(parseSolanaRequest(event, key.address), { key, rpcUrl: ledger.rpcUrl })
}

describe('executeSolanaRequest', () => {
  it('answers solana_signMessage with the base58 ed25519 signature', async () => {
    const message = new TextEncoder().encode('Hello from Solana')
    const { signature } = (await run('solana_signMessage', { message: base58Encode(message) })) as {
      signature: string
    }
    expect(await verify(base58Decode(signature), message)).toBe(true)
  })

  it('answers solana_signTransaction with the signature and the signed wire transaction', async () => {
    const unsigned = solTransferWire({ from: account.publicKey, to: receiver, lamports: 1n })
    const result = (await run('solana_signTransaction', { transaction: base64Encode(unsigned) })) as {
      signature: string
      transaction: string
    }
    const signed = base64Decode(result.transaction)
    expect(signed.subarray(1, 65)).toEqual(base58Decode(result.signature))
    expect(await verify(base58Decode(result.signature), unsigned.subarray(65))).toBe(true)
  })

  it('sends solana_signAndSendTransaction to the ledger and answers with its signature', async () => {
    const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [
      { commitment: 'confirmed' },
    ])
    const before = await lamports(receiver)
    const wire = solTransferWire({
      from: account.publicKey,
      to: receiver,
      lamports: 250_000_000n,
      blockhash: value.blockhash,
      version: 0,
    })
    const { signature } = (await run('solana_signAndSendTransaction', {
      transaction: base64Encode(wire),
      sendOptions: { preflightCommitment: 'confirmed' },
    })) as { signature: string }
    expect(base58Decode(signature)).toHaveLength(64)
    expect((await lamports(receiver)) - before).toBe(250_000_000n)
  })

  it('says what the ledger said when it refuses (here: a blockhash it never made)', async () => {
    const wire = solTransferWire({ from: account.publicKey, to: receiver, lamports: 1n })
    const error = await thrown(() =>
      run('solana_signAndSendTransaction', { transaction: base64Encode(wire) }),
    )
    expect(error).toBeInstanceOf(RequestFailedError)
    expect((error as RequestFailedError).shortMessage).not.toBe('')
  })
})
