import type { Address } from 'viem'

/** The chain id the devnet's Optimism stand-in uses: Farcaster's registries live on OP Mainnet (10). */
export const optimismStandInChainId = 10

/** Farcaster's IdRegistry on OP Mainnet; the devnet places its stand-in at the same address. */
export const farcasterIdRegistryAddress: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** A Farcaster account on the devnet: its fid, names, and the test mnemonic index of its custody key. */
export interface FarcasterTestUser {
  readonly fid: number
  readonly username: string
  readonly displayName: string
  /** m/44'/60'/0'/0/{custodyIndex} of the public test mnemonic: a test key, never for real use. */
  readonly custodyIndex: number
}

/** The fids registered on the devnet's chain 10 at every start. */
export const farcasterTestUsers: readonly FarcasterTestUser[] = [
  { fid: 1001, username: 'ada', displayName: 'Ada Lovelace', custodyIndex: 12 },
  { fid: 1002, username: 'grace', displayName: 'Grace Hopper', custodyIndex: 13 },
  { fid: 1003, username: 'alan', displayName: 'Alan Turing', custodyIndex: 14 },
]
