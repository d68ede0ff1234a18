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

/** An unsigned SOL transfer from `from` (its fee payer) to `to`, on a made-up blockhash: for signing only. */
export function unsignedTransfer(from: string, to: string, version: 0 | 'legacy' = 0) {
  const payer = address(from)
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
          lastValidBlockHeight: 1000n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(payer),
            destination: address(to),
            amount: 1n,
          }),
        ],
        m,
      ),
  )
  return compileTransaction(message)
}
