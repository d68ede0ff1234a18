import { join } from 'node:path'
import { type BitcoinNetwork, bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import { devnetHost } from '../constants.js'
import { closeServer, listenOn } from '../node/ledgerServer.js'
import { resolveStateDir } from '../node/paths.js'
import type { Block } from './block.js'
import { blockIntervalEnvVar, defaultBlockIntervalMs } from './constants.js'
import { InvalidBitcoinLedgerOptionsError } from './errors.js'
import { createEsploraServer } from './esplora/server.js'
import { type BitcoinTip, Ledger } from './ledger.js'

export type { BitcoinTip } from './ledger.js'

export interface StartBitcoinLedgerOptions {
  /** Esplora HTTP port; 0 picks a free one. Default: FOYER_BITCOIN_PORT, else 3002. */
  port?: number
  /** The devnet state folder (default FOYER_STATE_DIR/devnet); the ledger keeps `bitcoin-regtest/` in it. */
  stateDir?: string
  /** Milliseconds between blocks; 0 mines only on demand. Default: FOYER_BITCOIN_BLOCK_INTERVAL_MS, else 5000. */
  blockIntervalMs?: number
  /** Forget the saved state and start from genesis (default: go on from the state folder). */
  reset?: boolean
}

export interface BitcoinLedger {
  network: BitcoinNetwork
  /** Esplora base URL (`http://127.0.0.1:<port>`), without a trailing slash. */
  url: string
  /** The ledger's own state folder. */
  stateDir: string
  /** Mines `blocks` blocks (default 1, at most 1,000) at once, with whatever the mempool holds; returns the new tip. */
  mine(blocks?: number): BitcoinTip
  /** The newest block. */
  tip(): BitcoinTip
  /** Calls `listener` with the height and hash of every block mined from now on; returns the unsubscribe. */
  onBlock(listener: (tip: BitcoinTip) => void): () => void
  /** Stops the block timer and the server; the state is already on disk (written as it changes). */
  close(): Promise<void>
}

function numberFrom(
  value: number | undefined,
  envVar: string,
  what: string,
  max: number,
): number | undefined {
  if (value !== undefined) {
    if (!Number.isInteger(value) || value < 0 || value > max)
      throw new InvalidBitcoinLedgerOptionsError(`${what} must be an integer from 0 to ${max}, not ${value}`)
    return value
  }
  const raw = process.env[envVar]
  if (raw === undefined || raw === '') return undefined
  const parsed = Number(raw)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max)
    throw new InvalidBitcoinLedgerOptionsError(`${envVar}=${raw} is not a valid ${what} (0-${max})`)
  return parsed
}

const tipOf = (block: Block): BitcoinTip => ({ height: block.height, hash: block.hash })

/**
 * Starts the Bitcoin regtest stand-in: the ledger (restored from its state folder, or genesis and the funding of
 * the test accounts) behind Esplora's HTTP API, mining a block every `blockIntervalMs`.
 */
export async function startBitcoinLedger(options: StartBitcoinLedgerOptions = {}): Promise<BitcoinLedger> {
  const network = bitcoinRegtestNetwork
  const port = numberFrom(options.port, network.portEnvVar, 'port', 65535) ?? network.defaultPort
  const intervalMs =
    numberFrom(options.blockIntervalMs, blockIntervalEnvVar, 'block interval (ms)', 86_400_000) ??
    defaultBlockIntervalMs
  const stateDir = join(resolveStateDir(options.stateDir), 'bitcoin-regtest')
  const ledger = Ledger.open({ stateDir, ...(options.reset ? { reset: true } : {}) })
  const server = createEsploraServer(ledger)
  let actualPort: number
  try {
    actualPort = await listenOn(server, port, network.portEnvVar)
  } catch (error) {
    await closeServer(server)
    throw error
  }
  ledger.start(intervalMs)
  let closed: Promise<void> | undefined
  return {
    network,
    url: `http://${devnetHost}:${actualPort}`,
    stateDir,
    mine: (blocks = 1) => tipOf(ledger.mine(blocks).at(-1) as Block),
    tip: () => ledger.tip,
    onBlock: (listener) => ledger.onBlock((block) => listener(tipOf(block))),
    close: () => {
      closed ??= (async () => {
        ledger.stop()
        await closeServer(server)
      })()
      return closed
    },
  }
}
