import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getTransactionEncoder,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { sendTransaction } from './execute.js'
import { faucetKeyPair } from './genesis.js'
import type { Ledger } from './ledger.js'

/**
 * requestAirdrop: a real System transfer from the faucet key (funded at genesis), sent through the same path
 * as any transaction, so it shows in the history and notifies signature subscribers.
 */

let signer: Promise<KeyPairSigner> | undefined

export async function airdrop(ledger: Ledger, to: string, amount: bigint): Promise<string> {
  signer ??= createKeyPairSignerFromBytes(faucetKeyPair().secretKey)
  const faucet = await signer
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
  const transaction = await pipe(
    createTransactionMessage({ version: 'legacy' }),
    (message) => setTransactionMessageFeePayerSigner(faucet, message),
    (message) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        message,
      ),
    (message) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: faucet, destination: to as Address, amount: lamports(amount) }),
        message,
      ),
    (message) => signTransactionMessageWithSigners(message),
  )
  return sendTransaction(ledger, new Uint8Array(getTransactionEncoder().encode(transaction)))
}
