import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { SolanaRpc } from './rpc.js'
import { associatedTokenAccount, readMint, tokenAccountSize } from './token.js'

/** A SOL or SPL transfer: amounts in the smallest unit (lamports, or the token's base unit). */
export interface TransferParameters {
  from: string
  to: string
  amount: bigint
  /** The SPL (or Token-2022) mint; undefined for SOL. */
  token?: string | undefined
}

/** A transfer ready for the wallet: unsigned, with what else it costs and until when it is valid. */
export interface PreparedTransfer {
  transaction: Transaction
  /** Lamports the sender pays besides the fee: the rent of the receiver's new token account, if any. */
  rent: bigint
  lastValidBlockHeight: bigint
}

/**
 * Builds the transfer as a v0 transaction paid by `from`: a System Program transfer for SOL; for a token,
 * `transferChecked` between the two associated token accounts, creating the receiver's first
 * (idempotently) when it does not exist yet. The sender signs through the wallet, so its signer here
 * only marks the accounts (kit's no-op signer).
 */
export async function prepareTransfer(
  rpc: SolanaRpc,
  parameters: TransferParameters,
): Promise<PreparedTransfer> {
  const sender = createNoopSigner(address(parameters.from))
  const receiver = address(parameters.to)
  const instructions: Instruction[] = []
  let rent = 0n
  if (!parameters.token) {
    instructions.push(
      getTransferSolInstruction({ source: sender, destination: receiver, amount: parameters.amount }),
    )
  } else {
    const mint = await readMint(rpc, parameters.token)
    const [source, destination] = await Promise.all([
      associatedTokenAccount(parameters.from, mint),
      associatedTokenAccount(parameters.to, mint),
    ])
    const { value: existing } = await rpc
      .getAccountInfo(destination, { encoding: 'base64', commitment: 'confirmed' })
      .send()
    if (!existing) {
      rent = await rpc.getMinimumBalanceForRentExemption(tokenAccountSize(mint.tokenProgram)).send()
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: sender,
          ata: destination,
          owner: receiver,
          mint: mint.mint,
          tokenProgram: mint.tokenProgram,
        }),
      )
    }
    instructions.push(
      getTransferCheckedInstruction(
        {
          source,
          mint: mint.mint,
          destination,
          authority: sender,
          amount: parameters.amount,
          decimals: mint.decimals,
        },
        { programAddress: mint.tokenProgram },
      ),
    )
  }
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(sender, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return {
    transaction: compileTransaction(message),
    rent,
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
  }
}
