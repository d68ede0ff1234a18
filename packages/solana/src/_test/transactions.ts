import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** An unsigned transfer of `amount` lamports from `from` (its fee payer) to `to`, valid on a chain's blockhash. */
export function unsignedTransferOn(
  from: string,
  to: string,
  amount: bigint,
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  version: 0 | 'legacy' = 0,
) {
  const payer = address(from)
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: createNoopSigner(payer), destination: address(to), amount })],
        m,
      ),
  )
  return compileTransaction(message)
}

/** An unsigned 1-lamport transfer on a made-up blockhash: for signing only. */
export function unsignedTransfer(from: string, to: string, version: 0 | 'legacy' = 0) {
  const lifetime = {
    blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
    lastValidBlockHeight: 1000n,
  }
  return unsignedTransferOn(from, to, 1n, lifetime, version)
}
