import { createServer } from 'node:net'
import { envPort } from '@foyer/service-kit/ports'
import { createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { deployerAccount } from '../accounts.js'
import { chainNames, devnetChain } from '../chains.js'
import {
  chainAId,
  chainBId,
  type DevnetChainId,
  defaultPorts,
  devnetHost,
  portEnvVars,
} from '../constants.js'
import { nameGatewaySigner } from '../ens-names.js'
import { InvalidDevnetOptionsError, PortBusyError } from '../errors.js'
import { addresses } from '../generated/addresses.js'
import { type AnvilInstance, startAnvil } from './anvil.js'
import { resolveStateDir } from './paths.js'
import { chainStateFile, ensureSnapshot, logSchema } from './snapshot.js'

/** Options of {@link startDevnet}. */
export interface StartDevnetOptions {
  /** Ports of chain A and B; default FOYER_CHAIN_A_PORT / FOYER_CHAIN_B_PORT, else 8545 / 8546. 0 picks a free port. */
  ports?: { a?: number; b?: number }
  /** Default: `devnet/` in FOYER_STATE_DIR, else `<repo>/.state/devnet`. */
  stateDir?: string
  /** Receives anvil's output and the devnet's progress lines. */
  onLog?: (line: string) => void
  /** Deploy from scratch even when the snapshot is fresh. */
  rebuild?: boolean
  /**
   * EIP-3668 URL template of the name zone's gateway (the cloud's `/v1/profile/ccip/{sender}/{data}.json`);
   * default FOYER_NAME_GATEWAY_URL, else the snapshot's (the cloud on its default port).
   */
  nameGatewayUrl?: string
}

/** A running chain. */
export interface DevnetChainInfo {
  id: number
  name: string
  rpcUrl: string
}

/** The running devnet. */
export interface Devnet {
  chains: DevnetChainInfo[]
  /** Stops both anvil processes and resolves once they have exited. */
  stop(): Promise<void>
}

const portSchema = z.number().int().min(0).max(65535)
const optionsSchema = z
  .object({
    ports: z.object({ a: portSchema.optional(), b: portSchema.optional() }).strict().optional(),
    stateDir: z.string().min(1).optional(),
    onLog: logSchema.optional(),
    rebuild: z.boolean().optional(),
    nameGatewayUrl: z.url().optional(),
  })
  .strict()
  .optional()

function portFromEnv(key: 'a' | 'b'): number {
  const name = portEnvVars[key]
  try {
    return envPort(name, defaultPorts[key], process.env, { listen: true })
  } catch (error) {
    throw new InvalidDevnetOptionsError((error as Error).message)
  }
}

async function mineBlock(rpcUrl: string): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  await client.request({ method: 'evm_mine', params: [] } as never)
}

const nameGatewayEnvVar = 'FOYER_NAME_GATEWAY_URL'

const setGatewayAbi = parseAbi(['function setGateway(string[] urls, address signer)'])

/** Points the name zone's resolver at the gateway the stack runs (its URL carries the cloud's port). */
async function pointNameGateway(rpcUrl: string, chainId: number, url: string): Promise<void> {
  const chain = devnetChain(chainId as DevnetChainId)
  const wallet = createWalletClient({
    account: privateKeyToAccount(deployerAccount.privateKey),
    chain,
    transport: http(rpcUrl, { retryCount: 0 }),
  })
  const hash = await wallet.writeContract({
    address: addresses[chainId as DevnetChainId].nameResolver,
    abi: setGatewayAbi,
    functionName: 'setGateway',
    args: [[url], nameGatewaySigner.address],
  })
  const receipt = await createPublicClient({
    chain,
    transport: http(rpcUrl, { retryCount: 0 }),
  }).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`Pointing the name zone at ${url} reverted on ${chainId}`)
}

/** Throws PortBusyError when something already listens on 127.0.0.1:`port`. */
function assertPortFree(port: number, envVar: string): Promise<void> {
  if (port === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortBusyError(port, envVar, { cause: error }) : error)
    })
    server.listen(port, devnetHost, () => server.close(() => resolve()))
  })
}

/**
 * Starts chain A (31337) and chain B (31338) from the snapshot, building the snapshot first when it
 * is missing or its inputs changed. Resolves once both chains answer JSON-RPC.
 */
export async function startDevnet(options?: StartDevnetOptions): Promise<Devnet> {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) throw new InvalidDevnetOptionsError(z.prettifyError(parsed.error))
  const onLog = options?.onLog
  const ports = { a: options?.ports?.a ?? portFromEnv('a'), b: options?.ports?.b ?? portFromEnv('b') }
  if (ports.a !== 0 && ports.a === ports.b) {
    throw new InvalidDevnetOptionsError(`Chain A and chain B cannot share port ${ports.a}`)
  }
  // Fail on a busy port before spending seconds on a snapshot build.
  await assertPortFree(ports.a, portEnvVars.a)
  await assertPortFree(ports.b, portEnvVars.b)

  const stateDir = resolveStateDir(options?.stateDir)
  await ensureSnapshot(stateDir, {
    ...(options?.rebuild ? { force: true } : {}),
    ...(onLog ? { onLog } : {}),
  })

  const specs = [
    { chainId: chainAId, port: ports.a, portEnvVar: portEnvVars.a },
    { chainId: chainBId, port: ports.b, portEnvVar: portEnvVars.b },
  ]
  const results = await Promise.allSettled(
    specs.map((spec) =>
      startAnvil({ ...spec, loadState: chainStateFile(stateDir, spec.chainId), ...(onLog ? { onLog } : {}) }),
    ),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(started.map((anvil) => anvil.stop()))
    throw failure.reason
  }

  const instances: AnvilInstance[] = started
  // The loaded head block carries the snapshot's (old) timestamp; a swap whose deadline is that
  // timestamp + a few minutes would revert once mined at wall-clock time. A fresh block fixes the head.
  const gatewayUrl = options?.nameGatewayUrl ?? (process.env[nameGatewayEnvVar] || undefined)
  try {
    await Promise.all(instances.map((anvil) => mineBlock(anvil.rpcUrl)))
    if (gatewayUrl) {
      await Promise.all(instances.map((anvil) => pointNameGateway(anvil.rpcUrl, anvil.chainId, gatewayUrl)))
      onLog?.(`name zone gateway: ${gatewayUrl}`)
    }
  } catch (error) {
    await Promise.all(instances.map((anvil) => anvil.stop()))
    throw error
  }
  return {
    chains: instances.map((anvil) => ({
      id: anvil.chainId,
      name: chainNames[anvil.chainId] ?? '',
      rpcUrl: anvil.rpcUrl,
    })),
    async stop() {
      await Promise.all(instances.map((anvil) => anvil.stop()))
    },
  }
}
