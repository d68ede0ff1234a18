import { InvalidParameterError } from '@foyer/core'
import { type Address, address, fetchEncodedAccount } from '@solana/kit'
import { decodeMint, findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { SolanaRpc } from './rpc.js'

/** The Token-2022 program: its mints and accounts share the classic layout's first bytes and instructions. */
const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** Space of an associated token account: 165 bytes, and 170 under Token-2022 (the ImmutableOwner extension). */
export const tokenAccountSize = (tokenProgram: Address): bigint =>
  tokenProgram === TOKEN_2022_PROGRAM_ADDRESS ? 170n : 165n

export interface MintInfo {
  mint: Address
  /** The program that owns the mint: SPL Token or Token-2022. */
  tokenProgram: Address
  decimals: number
}

/**
 * Reads a mint: its token program and decimals.
 * @throws InvalidParameterError ('token') when the address holds no SPL Token or Token-2022 mint.
 */
export async function readMint(rpc: SolanaRpc, mint: string): Promise<MintInfo> {
  const account = await fetchEncodedAccount(rpc, address(mint), { commitment: 'confirmed' })
  if (
    !account.exists ||
    (account.programAddress !== TOKEN_PROGRAM_ADDRESS &&
      account.programAddress !== TOKEN_2022_PROGRAM_ADDRESS)
  )
    throw new InvalidParameterError('token', `${mint} is not an SPL token mint`)
  return {
    mint: account.address,
    tokenProgram: account.programAddress,
    decimals: decodeMint(account).data.decimals,
  }
}

/** The associated token account of `owner` for a mint. */
export async function associatedTokenAccount(owner: string, mint: MintInfo): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: mint.mint,
    tokenProgram: mint.tokenProgram,
  })
  return ata
}
