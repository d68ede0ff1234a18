import { portOf } from '@foyer/service-kit/ports'
import { InvalidRequestError } from '../errors.js'

type Env = Readonly<Record<string, string | undefined>>

/** The regtest genesis hash's first 32 hex characters: the CAIP-2 reference of Bitcoin regtest. */
export const BITCOIN_REGTEST_CAIP2 = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** A Bitcoin network the blockchain API serves: its CAIP-2 id and its Esplora HTTP API. */
export interface BitcoinLedger {
  caip2: `bip122:${string}`
  name: string
  esploraUrl: string
}

/** The Bitcoin networks served, by CAIP-2 id. */
export interface BitcoinLedgerSet {
  list: readonly BitcoinLedger[]
  get(caip2: string): BitcoinLedger | undefined
}

export function createBitcoinLedgerSet(ledgers: readonly BitcoinLedger[]): BitcoinLedgerSet {
  const byId = new Map(ledgers.map((ledger) => [ledger.caip2, ledger]))
  return { list: ledgers, get: (caip2) => byId.get(caip2 as BitcoinLedger['caip2']) }
}

/** The served network of a `bip122:` chain id, or 400 'Unsupported chain' as for an unknown EVM chain. */
export function bitcoinLedgerOf(set: BitcoinLedgerSet, caip2: string): BitcoinLedger {
  const ledger = set.get(caip2)
  if (!ledger) throw new InvalidRequestError('chainId', `unsupported chain ${caip2}`)
  return ledger
}

const KNOWN: Record<string, string> = {
  'bip122:000000000019d6689c085ae165831e93': 'Bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'Bitcoin Testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'Bitcoin Signet',
  [BITCOIN_REGTEST_CAIP2]: 'Bitcoin Regtest',
}

/**
 * The Bitcoin networks: FOYER_CLOUD_BITCOIN_ESPLORA_URLS (JSON, `{"bip122:000000000019d6689c085ae165831e93":
 * "https://mempool.space/api"}`) when set, else the devnet's regtest ledger at FOYER_BITCOIN_ESPLORA_URL
 * (or 127.0.0.1 and FOYER_BITCOIN_PORT, default 3002).
 */
export function bitcoinLedgersFromEnv(env: Env = process.env): BitcoinLedger[] {
  const raw = env.FOYER_CLOUD_BITCOIN_ESPLORA_URLS
  if (raw) {
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      throw new Error(
        'FOYER_CLOUD_BITCOIN_ESPLORA_URLS must be JSON: {"bip122:<genesis hash prefix>":"https://…"}',
      )
    }
    return Object.entries(parsed as Record<string, unknown>).map(([caip2, url]) => {
      if (!/^bip122:[0-9a-f]{32}$/.test(caip2) || typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new Error(
          `FOYER_CLOUD_BITCOIN_ESPLORA_URLS: "${caip2}" needs a bip122 CAIP-2 id and an http(s) URL`,
        )
      return {
        caip2: caip2 as BitcoinLedger['caip2'],
        name: KNOWN[caip2] ?? caip2,
        esploraUrl: url.replace(/\/+$/, ''),
      }
    })
  }
  const url = env.FOYER_BITCOIN_ESPLORA_URL || `http://127.0.0.1:${portOf('bitcoin', env)}`
  return [{ caip2: BITCOIN_REGTEST_CAIP2, name: 'Bitcoin Regtest', esploraUrl: url.replace(/\/+$/, '') }]
}
