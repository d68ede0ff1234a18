import type { BitcoinLedgerSet } from '../bitcoin/ledgers.js'
import type { ChainSet } from '../chains/chainSet.js'
import type { Db } from '../db/types.js'
import type { ExchangeDirectory } from '../exchange/directory.js'
import type { Indexer } from '../indexer/indexer.js'
import type { NameGatewayConfig } from '../names/gateway.js'
import type { OnrampConfig } from '../onramp/config.js'
import type { Project } from '../projects/store.js'
import type { SolanaLedgerSet } from '../solana/ledgers.js'
import type { TtlCache } from './ttlCache.js'

/** SDK type and version a client reported (query `st`/`sv`, or headers `x-sdk-type`/`x-sdk-version`). */
interface SdkInfo {
  type: string | undefined
  version: string | undefined
}

/** Hono environment of the cloud app: what middleware puts on the context for the routes. */
export interface CloudEnv {
  Variables: {
    db: Db
    publicUrl: string
    project: Project
    sdk: SdkInfo
    caches: AppCaches
    /** Chains the blockchain API serves (possibly none). */
    chains: ChainSet
    /** Solana networks the blockchain API serves (possibly none). */
    solana: SolanaLedgerSet
    /** Bitcoin networks the blockchain API serves (possibly none). */
    bitcoin: BitcoinLedgerSet
    /** Follows the chains into the database; absent when history is served from the database only. */
    indexer: Indexer | undefined
    /** The account-name zone: its gateway's signing config. */
    names: NameGatewayConfig
    /** The on-ramp provider and its treasuries. */
    onramp: OnrampConfig
    /** The exchanges Pay offers (FOYER_EXCHANGE_URL). */
    exchanges: ExchangeDirectory
    /** Whether X-Forwarded-For / X-Forwarded-Proto come from a proxy the operator trusts. */
    trustProxy: boolean
  }
}

/** Short-lived caches of one app instance (see `cacheTtlMs`). */
export interface AppCaches {
  /** Project rows by id; null for an unknown id (negative cache). */
  projects: TtlCache<Project | null>
  /** Serialized `/getWallets` bodies: hits skip the database and JSON encoding. */
  walletPages: TtlCache<string>
}
