import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase58Encoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import type { SolanaTestAccount } from '../solanaAccounts.js'
import type { SolanaLedger } from './startSolanaLedger.js'

/** Helpers for the ledger's tests: kit clients and a signed transaction from test keys. */

export function kitClients(ledger: SolanaLedger) {
  return { rpc: createSolanaRpc(ledger.rpcUrl), rpcSubscriptions: createSolanaRpcSubscriptions(ledger.wsUrl) }
}

export function signerOf(account: Pick<SolanaTestAccount, 'secretKey'>): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(new Uint8Array(getBase58Encoder().encode(account.secretKey)))
}

export async function signedTransaction(
  rpc: ReturnType<typeof createSolanaRpc>,
  feePayer: KeyPairSigner,
  instructions: Instruction[],
  blockhash?: { blockhash: string; lastValidBlockHeight: bigint },
) {
  const lifetime = blockhash ?? (await rpc.getLatestBlockhash().send()).value
  return pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime as never, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
}

export const asAddress = (value: string): Address => address(value)

/** JSON-RPC over fetch, for the wire format itself. */
export async function rawCall(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}
