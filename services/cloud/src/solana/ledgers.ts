import { solanaNetworks } from '@foyer/devnet'
import { envPort } from '@foyer/service-kit/ports'
import { InvalidRequestError } from '../errors.js'

type Env = Readonly<Record<string, string | undefined>>

/** A Solana network the blockchain API serves: its CAIP-2 id and the JSON-RPC URL of its node. */
export interface SolanaLedger {
  caip2: `solana:${string}`
  name: string
  rpcUrl: string
}

/** The Solana networks served, by CAIP-2 id. */
export interface SolanaLedgerSet {
  list: readonly SolanaLedger[]
  get(caip2: string): SolanaLedger | undefined
}

/** The served ledger of a `solana:` chain id, or 400 'Unsupported chain' as for an unknown EVM chain. */
export function solanaLedgerOf(set: SolanaLedgerSet, caip2: string): SolanaLedger {
  const ledger = set.get(caip2)
  if (!ledger) throw new InvalidRequestError('chainId', `unsupported chain ${caip2}`)
  return ledger
}

export function createSolanaLedgerSet(ledgers: readonly SolanaLedger[]): SolanaLedgerSet {
  const byId = new Map(ledgers.map((ledger) => [ledger.caip2, ledger]))
  return { list: ledgers, get: (caip2) => byId.get(caip2 as SolanaLedger['caip2']) }
}

/**
 * The Solana networks: FOYER_CLOUD_SOLANA_RPC_URLS (JSON, `{"solana:5eykt4…":"https://…"}`) when set,
 * else the devnet's three ledgers at 127.0.0.1 and their ports (FOYER_SOLANA_RPC_PORT, …).
 */
export function solanaLedgersFromEnv(env: Env = process.env): SolanaLedger[] {
  const raw = env.FOYER_CLOUD_SOLANA_RPC_URLS
  if (raw) {
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      throw new Error(
        'FOYER_CLOUD_SOLANA_RPC_URLS must be JSON: {"solana:<genesis hash prefix>":"https://…"}',
      )
    }
    return Object.entries(parsed as Record<string, unknown>).map(([caip2, url]) => {
      if (
        !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(caip2) ||
        typeof url !== 'string' ||
        !/^https?:\/\//.test(url)
      )
        throw new Error(`FOYER_CLOUD_SOLANA_RPC_URLS: "${caip2}" needs a solana CAIP-2 id and an http(s) URL`)
      const known = Object.values(solanaNetworks).find((n) => n.caipNetworkId === caip2)
      return { caip2: caip2 as SolanaLedger['caip2'], name: known?.name ?? caip2, rpcUrl: url }
    })
  }
  return Object.values(solanaNetworks).map((network) => ({
    caip2: network.caipNetworkId,
    name: network.name,
    rpcUrl: `http://127.0.0.1:${envPort(network.rpcPortEnvVar, network.defaultRpcPort, env)}`,
  }))
}
