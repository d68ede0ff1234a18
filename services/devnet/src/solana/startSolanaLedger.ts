import { createServer } from 'node:http'
import { join } from 'node:path'
import { envPort } from '@foyer/service-kit/ports'
import { devnetHost } from '../constants.js'
import { closeServer, listenOn } from '../node/ledgerServer.js'
import { resolveStateDir } from '../node/paths.js'
import {
  type SolanaNetwork,
  type SolanaNetworkId,
  solanaNetworkIds,
  solanaNetworks,
} from '../solanaNetworks.js'
import { InvalidSolanaLedgerOptionsError } from './errors.js'
import { Ledger } from './ledger.js'
import { createRpcServer } from './rpcServer.js'
import { createSubscriptionServer } from './subscriptions.js'

export interface StartSolanaLedgerOptions {
  /** HTTP JSON-RPC port; 0 picks a free one. Default: the network's variable, else 8899 / 8909 / 8919. */
  port?: number
  /** Websocket port; 0 picks a free one. Default: its variable, else the HTTP port + 1 (0 with port 0). */
  wsPort?: number
  /** The devnet state folder (default FOYER_STATE_DIR/devnet); the ledger keeps `solana-<network>/` in it. */
  stateDir?: string
  /** Which of the three stand-ins (default 'mainnet'). */
  network?: SolanaNetworkId
  /** Milliseconds per slot (default 400). */
  slotMs?: number
  /** Forget the saved state and start from genesis (default: go on from the state folder). */
  reset?: boolean
}

export interface SolanaLedger {
  network: SolanaNetwork
  rpcUrl: string
  wsUrl: string
  /** The ledger's own state folder. */
  stateDir: string
  /** Stops the clock, closes both ports and writes the state folder. */
  stop(): Promise<void>
}

function portFrom(value: number | undefined, envVar: string): number | undefined {
  if (value !== undefined) return value
  if (!process.env[envVar]) return undefined
  try {
    return envPort(envVar, 0, process.env, { listen: true })
  } catch (error) {
    throw new InvalidSolanaLedgerOptionsError((error as Error).message)
  }
}

/**
 * Starts one Solana ledger: LiteSVM behind the Solana JSON-RPC (HTTP) and its subscriptions (websocket on
 * port + 1), restored from its state folder or created from genesis.
 */
export async function startSolanaLedger(options: StartSolanaLedgerOptions = {}): Promise<SolanaLedger> {
  const id = options.network ?? 'mainnet'
  if (!solanaNetworkIds.includes(id)) {
    throw new InvalidSolanaLedgerOptionsError(
      `network must be one of ${solanaNetworkIds.join(', ')}, not ${id}`,
    )
  }
  const network = solanaNetworks[id]
  const requestedPort = portFrom(options.port, network.rpcPortEnvVar) ?? network.defaultRpcPort
  const requestedWsPort =
    portFrom(options.wsPort, network.wsPortEnvVar) ?? (requestedPort === 0 ? 0 : requestedPort + 1)
  const stateDir = join(resolveStateDir(options.stateDir), `solana-${id}`)
  const ledger = await Ledger.open({
    network,
    stateDir,
    ...(options.slotMs ? { slotMs: options.slotMs } : {}),
    ...(options.reset ? { reset: true } : {}),
  })
  const rpcServer = createRpcServer(ledger)
  const wsServer = createServer((_request, response) => response.writeHead(426).end('Upgrade Required'))
  const hub = createSubscriptionServer(ledger, wsServer)
  try {
    const port = await listenOn(rpcServer, requestedPort, network.rpcPortEnvVar)
    const wsPort = await listenOn(wsServer, requestedWsPort, network.wsPortEnvVar)
    ledger.start()
    let stopped: Promise<void> | undefined
    return {
      network,
      rpcUrl: `http://${devnetHost}:${port}`,
      wsUrl: `ws://${devnetHost}:${wsPort}`,
      stateDir,
      stop: () => {
        stopped ??= (async () => {
          ledger.stop()
          hub.close()
          await Promise.all([closeServer(rpcServer), closeServer(wsServer)])
        })()
        return stopped
      },
    }
  } catch (error) {
    ledger.stop()
    hub.close()
    await Promise.all([closeServer(rpcServer), closeServer(wsServer)])
    throw error
  }
}

/** Starts the three stand-ins (mainnet, devnet, testnet) on their ports; stops all of them if one fails. */
export async function startSolanaLedgers(
  options: Omit<StartSolanaLedgerOptions, 'network' | 'port' | 'wsPort'> = {},
): Promise<SolanaLedger[]> {
  const results = await Promise.allSettled(
    solanaNetworkIds.map((network) => startSolanaLedger({ ...options, network })),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(started.map((ledger) => ledger.stop()))
    throw failure.reason
  }
  return started
}
