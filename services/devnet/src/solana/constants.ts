/** Fixed numbers and addresses of the local Solana ledgers. */

/** How often a slot (and a block) is produced. */
export const defaultSlotMs = 400
/** A blockhash is valid for this many blocks after its own (the real MAX_PROCESSING_AGE). */
export const maxProcessingAge = 150
/** Blockhashes kept for isBlockhashValid and the age check. */
export const blockhashQueueLength = 300
/** Slots per epoch (as mainnet, no warm-up). */
export const slotsPerEpoch = 432_000
export const lamportsPerSignature = 5_000n
/** rentEpoch of every rent-exempt account in RPC answers: u64::MAX. */
export const rentExemptEpoch = 18_446_744_073_709_551_615n

/** The Agave version the ledger reports (getVersion, context.apiVersion). */
export const solanaCoreVersion = '2.3.13'
export const featureSet = 3_294_202_862

/** Test-mnemonic index of the faucet key that pays requestAirdrop (m/44'/501'/102'/0'). */
export const faucetIndex = 102
/** The faucet's balance at genesis: 5,000,000 SOL (stays below 2^53 lamports). */
export const faucetLamports = 5_000_000_000_000_000n

/** Bumped when the genesis accounts change: older saved state is then discarded. */
export const genesisVersion = 1
/** Format of the files in the state folder. */
export const stateFormat = 1

export const systemProgram = '11111111111111111111111111111111'
export const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
export const memoPrograms = [
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]
export const nativeLoader = 'NativeLoader1111111111111111111111111111111'
export const sysvarOwner = 'Sysvar1111111111111111111111111111111111111'
export const addressLookupTableProgram = 'AddressLookupTab1e1111111111111111111111111'
export const bpfLoaders = [
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
]

/**
 * Programs whose instructions get 3,000 compute units by default (the rest 200,000) when the
 * transaction sets no limit: this decides the priority fee of a transaction with a unit price only.
 */
export const builtinPrograms = new Set([
  systemProgram,
  computeBudgetProgram,
  addressLookupTableProgram,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'ZkE1Gama1Proof11111111111111111111111111111',
  ...bpfLoaders,
])
