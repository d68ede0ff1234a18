import type { DevnetChain } from '@foyer/devnet'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import type { Address, LocalAccount, Transport } from 'viem'
import type { AuthenticateSummary } from './authenticate.js'
import type { BitcoinAccount, BitcoinWalletNetwork } from './bitcoin/account.js'
import type { BitcoinSigningRequest } from './bitcoin/requests.js'
import type { CosmosAccount } from './cosmos/account.js'
import type { CosmosSigningRequest } from './cosmos/requests.js'
import type { ProposalSummary } from './namespaces.js'
import type { PolkadotAccount } from './polkadot/account.js'
import type { PolkadotRequest } from './polkadot/requests.js'
import type { SigningRequest } from './sign.js'
import type { SolanaKey } from './solana/keypair.js'
import type { SolanaWalletNetwork } from './solana/networks.js'
import type { SolanaRequest } from './solana/requests.js'
import type { WalletKitClient } from './wallet-kit.js'

/** A dApp as the wallet shows it. */
export interface DappInfo {
  name: string
  url: string
  icon: string | undefined
}

/** A request the visitor approves or rejects: EVM (eip155), Solana, Polkadot, Cosmos or Bitcoin. */
export type PendingRequest =
  | SigningRequest
  | SolanaRequest
  | PolkadotRequest
  | CosmosSigningRequest
  | BitcoinSigningRequest

/** Something waiting for the visitor's Approve or Reject, oldest first. */
export type PendingItem =
  | { kind: 'proposal'; id: number; summary: ProposalSummary; proposal: ProposalTypes.Struct }
  | { kind: 'request'; id: number; topic: string; dapp: DappInfo; request: PendingRequest }
  | { kind: 'authenticate'; id: number; dapp: DappInfo; summary: AuthenticateSummary }

/** A connected dApp. */
export interface SessionSummary {
  topic: string
  dapp: DappInfo
  /** CAIP-2 ids of every namespace, EVM first. */
  chains: string[]
}

/** A line for the visitor about the last thing that happened. */
export type WalletNotice = { tone: 'info' | 'error'; text: string }

/** Everything the wallet page renders. */
export interface WalletState {
  address: Address
  /** The Solana account's address, when the wallet holds one. */
  solanaAddress: string | undefined
  /** The Polkadot account's address on the Polkadot relay chain (SS58 prefix 0), when it holds one. */
  polkadotAddress: string | undefined
  /** The Cosmos account's bech32 address, when the wallet holds one. */
  cosmosAddress: string | undefined
  /** The Bitcoin account's payment address (its identifier), when the wallet holds one. */
  bitcoinAddress: string | undefined
  chainId: number
  sessions: SessionSummary[]
  pending: PendingItem[]
  notice: WalletNotice | undefined
}

/** The wallet's Solana side: its key and the networks it signs and sends on. */
export interface SolanaWalletOptions {
  key: SolanaKey
  networks: readonly SolanaWalletNetwork[]
}

/** The wallet's Bitcoin side: its account and the networks it signs and sends on. */
export interface BitcoinWalletOptions {
  account: BitcoinAccount
  networks: readonly BitcoinWalletNetwork[]
}

/** Options of the WalletController. */
export interface WalletControllerOptions {
  kit: Pick<
    WalletKitClient,
    | 'pair'
    | 'approveSession'
    | 'rejectSession'
    | 'respondSessionRequest'
    | 'emitSessionEvent'
    | 'disconnectSession'
    | 'getActiveSessions'
    | 'approveSessionAuthenticate'
    | 'rejectSessionAuthenticate'
    | 'formatAuthMessage'
    | 'on'
    | 'off'
  >
  account: LocalAccount
  /** The wallet's chains; the first is the current chain at start. */
  chains: readonly DevnetChain[]
  /** The Solana key and networks; without it the wallet approves no `solana` namespace. */
  solana?: SolanaWalletOptions | undefined
  /** The Polkadot account; without it the wallet approves no `polkadot` namespace. */
  polkadot?: PolkadotAccount | undefined
  /** The Cosmos account; without it the wallet approves no `cosmos` namespace. */
  cosmos?: CosmosAccount | undefined
  /** The Bitcoin account and networks; without it the wallet approves no `bip122` namespace. */
  bitcoin?: BitcoinWalletOptions | undefined
  /** Overrides the chains' HTTP transport (tests). */
  transport?: Transport
}

const noIcon = (icons: readonly string[]) => icons.find((icon) => /^(https?:|data:image\/)/.test(icon))

/** The dApp of a session or request, its first usable icon only. */
export function dappOf(metadata: { name: string; url: string; icons: readonly string[] }): DappInfo {
  return { name: metadata.name, url: metadata.url, icon: noIcon(metadata.icons) }
}

/** A session as the Sessions list shows it: every namespace's chains. */
export function summarize(session: SessionTypes.Struct): SessionSummary {
  const chains = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122'].flatMap(
    (namespace) => session.namespaces[namespace]?.chains ?? [],
  )
  return { topic: session.topic, dapp: dappOf(session.peer.metadata), chains }
}
