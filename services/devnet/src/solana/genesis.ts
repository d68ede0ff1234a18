import { type Address, address } from '@solana/kit'
import { AccountState, findAssociatedTokenPda, getMintEncoder, getTokenEncoder } from '@solana-program/token'
import { testMnemonic } from '../accounts.js'
import { solanaTestAccountLamports, solanaTestAccounts, solanaUsdcMint } from '../solanaAccounts.js'
import type { StoredAccount } from './accountEncoding.js'
import { faucetIndex, faucetLamports, systemProgram, tokenProgram } from './constants.js'
import { deriveSolanaKeyPair } from './derive.js'
import { mintSize, tokenAccountSize } from './tokens.js'
import { toBase58 } from './wire.js'

/**
 * What a fresh ledger holds besides LiteSVM's programs and sysvars: the ten test accounts (100 SOL each), the
 * USDC mint with 10,000 USDC in each test account's associated token account, the mint authority (100 SOL)
 * and the faucet that pays requestAirdrop. Placed with setAccount, as a genesis config would.
 */

let faucet: { address: string; secretKey: Uint8Array } | undefined

/** The airdrop faucet's key: index 102 of the test mnemonic (m/44'/501'/102'/0'). */
export function faucetKeyPair(): { address: string; secretKey: Uint8Array } {
  if (!faucet) {
    const { publicKey, secretKey } = deriveSolanaKeyPair(testMnemonic, faucetIndex)
    faucet = { address: toBase58(publicKey), secretKey }
  }
  return faucet
}

/** The associated token account of `owner` for the USDC stand-in. */
async function usdcTokenAccount(owner: string): Promise<string> {
  const [ata] = await findAssociatedTokenPda({
    owner: owner as Address,
    mint: address(solanaUsdcMint.address),
    tokenProgram: address(tokenProgram),
  })
  return ata
}

const systemAccount = (lamports: bigint): StoredAccount => ({
  lamports,
  owner: systemProgram,
  executable: false,
  data: new Uint8Array(0),
})

export async function genesisAccounts(
  rentExempt: (space: number) => bigint,
): Promise<Map<string, StoredAccount>> {
  const accounts = new Map<string, StoredAccount>()
  const supply = solanaUsdcMint.amountPerTestAccount * BigInt(solanaTestAccounts.length)
  const mintData = getMintEncoder().encode({
    mintAuthority: address(solanaUsdcMint.mintAuthority.publicKey),
    supply,
    decimals: solanaUsdcMint.decimals,
    isInitialized: true,
    freezeAuthority: null,
  })
  accounts.set(solanaUsdcMint.address, {
    lamports: rentExempt(mintSize),
    owner: tokenProgram,
    executable: false,
    data: new Uint8Array(mintData),
  })
  accounts.set(solanaUsdcMint.mintAuthority.publicKey, systemAccount(solanaTestAccountLamports))
  accounts.set(faucetKeyPair().address, systemAccount(faucetLamports))
  const tokenEncoder = getTokenEncoder()
  for (const account of solanaTestAccounts) {
    accounts.set(account.publicKey, systemAccount(solanaTestAccountLamports))
    const data = tokenEncoder.encode({
      mint: address(solanaUsdcMint.address),
      owner: address(account.publicKey),
      amount: solanaUsdcMint.amountPerTestAccount,
      delegate: null,
      state: AccountState.Initialized,
      isNative: null,
      delegatedAmount: 0,
      closeAuthority: null,
    })
    accounts.set(await usdcTokenAccount(account.publicKey), {
      lamports: rentExempt(tokenAccountSize),
      owner: tokenProgram,
      executable: false,
      data: new Uint8Array(data),
    })
  }
  return accounts
}
