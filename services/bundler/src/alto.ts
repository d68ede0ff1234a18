import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { bundlerAccounts, entryPoint07Address } from '@foyer/devnet'
import { ServiceError } from '@foyer/service-kit/errors'
import type { Address, Hex } from 'viem'

/** The repository's root (services/bundler/src/../../..). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * Where scripts/ensure-install.mjs installs Alto (`@pimlico/alto`, pinned in services/bundler/alto):
 * outside the workspace, so no Foyer package, test page or app can import it.
 */
export const altoDir = join(repoRoot, '.tools/alto')

/** Alto's command-line entry inside {@link altoDir}. */
const altoEntry = join(altoDir, 'node_modules/@pimlico/alto/esm/cli/alto.js')

/** Whether Alto is installed (`node scripts/ensure-install.mjs --alto` installs it). */
export function altoInstalled(): boolean {
  return existsSync(altoEntry)
}

/** How to run Alto against one chain. */
export interface AltoOptions {
  /** The chain's JSON-RPC URL (chain 31337's anvil). */
  rpcUrl: string
  /** Port Alto listens on (0 is not allowed, Alto has no port report). */
  port: number
  /** Address Alto listens on: FOYER_HOST (0.0.0.0 in a container), else loopback like every service. */
  host?: string
  /** Bundles are sent by this key (default: the devnet's bundler executor, mnemonic index 17). */
  executorPrivateKey?: Hex
  /** Deploys Alto's simulation contracts (default: the devnet's bundler utility account, index 18). */
  utilityPrivateKey?: Hex
  /** Alto's own log level (default warn). */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'
}

/**
 * Alto's flags for the devnet. Each one, and why:
 * - `--entrypoints`: EntryPoint v0.7 at its canonical address, which the devnet's snapshot holds.
 * - `--executor-private-keys` / `--utility-private-key`: the devnet's bundler accounts (17 and 18),
 *   funded in the snapshot; the utility account deploys the simulation contracts at start.
 * - `--deploy-simulations-contract true`: anvil has no EntryPointSimulations, so Alto puts its own there
 *   (CREATE2 through anvil's deployer, a few transactions on each start from the snapshot).
 * - `--safe-mode false`: safe mode traces validation with debug_traceCall's JavaScript tracer, which
 *   anvil lacks; without it Alto simulates with eth_call and skips the ERC-7562 storage rules.
 * - `--block-time 250`: anvil mines on each transaction; Alto polls receipts at a quarter of this.
 * - `--refilling-wallets false`, `--utility-wallet-monitor false`: the executor holds 1,000 ETH; no
 *   background top-ups or balance polling.
 * - `--enable-debug-endpoints false`, `--enable-cors false`: only the standard and pimlico_ methods, and
 *   no browser page calls it directly.
 * - `--log-level warn`: Alto logs every RPC exchange at info.
 */
export function altoArgs(options: AltoOptions): string[] {
  const executor = options.executorPrivateKey ?? bundlerAccounts.executor.privateKey
  const utility = options.utilityPrivateKey ?? bundlerAccounts.utility.privateKey
  return [
    '--entrypoints',
    entryPoint07Address,
    '--rpc-url',
    options.rpcUrl,
    '--port',
    String(options.port),
    '--executor-private-keys',
    executor,
    '--utility-private-key',
    utility,
    '--deploy-simulations-contract',
    'true',
    '--safe-mode',
    'false',
    '--block-time',
    '250',
    '--refilling-wallets',
    'false',
    '--utility-wallet-monitor',
    'false',
    '--enable-debug-endpoints',
    'false',
    '--enable-cors',
    'false',
    '--log-level',
    options.logLevel ?? 'warn',
  ]
}

/**
 * Alto's environment: nothing of ours. It reads every `ALTO_*` variable as a flag, `SENTRY_DSN` turns on
 * error reporting to Sentry, and `OTEL_*` configure tracing exporters; none of those may leak in.
 */
export function altoEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']
  const result: Record<string, string> = { NODE_ENV: 'production', OTEL_SDK_DISABLED: 'true', NO_COLOR: '1' }
  for (const name of keep) {
    const value = env[name]
    if (value !== undefined) result[name] = value
  }
  return result
}

/**
 * Alto's server listens on 0.0.0.0, written into its code with no flag to change it: this module,
 * loaded into Alto's process before Alto itself (node --import), makes a listen on a wildcard address
 * (or none) listen on `host` instead. A data: URL, so Alto's folder under .tools holds nothing of ours.
 */
function listenOnlyOn(host: string): string {
  const source = `import net from 'node:net'
const host = ${JSON.stringify(host)}
const wildcard = (address) => address === undefined || address === '' || address === '0.0.0.0' || address === '::'
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const [first, second] = args
  if (first !== null && typeof first === 'object' && first.port !== undefined && wildcard(first.host)) args[0] = { ...first, host }
  else if (typeof first === 'number' && typeof second === 'string' && wildcard(second)) args[1] = host
  else if (typeof first === 'number' && typeof second !== 'string') args.splice(1, 0, host)
  return listen.apply(this, args)
}`
  return `data:text/javascript,${encodeURIComponent(source)}`
}

// util-linux's setpriv asks the kernel to kill Alto when its parent dies, even by SIGKILL.
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path))

const live = new Set<ChildProcess>()
let exitHookInstalled = false

// Besides the death signal: a normal exit of this process stops every Alto it started.
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of live) child.kill('SIGKILL')
  })
}

/** A running Alto. */
export interface AltoInstance {
  url: string
  /** The child's pid. */
  pid: number | undefined
  /** Resolves with the exit code (or signal) when Alto exits on its own or is stopped. */
  exited: Promise<number | string | null>
  /** Stops Alto (SIGTERM, SIGKILL after 5 s) and resolves once it has exited. */
  stop(): Promise<void>
}

/** Raised when Alto is missing, exits before it answers, or does not answer in time. */
export class AltoStartError extends ServiceError<'ALTO_START_FAILED'> {
  override name = 'AltoStartError'
  constructor(message: string) {
    super('ALTO_START_FAILED', message)
  }
}

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    signal: AbortSignal.timeout(2000),
  })
  const body = (await response.json()) as { result?: unknown }
  return body.result
}

/** Whether a bundler at `url` answers eth_chainId and lists `entryPoint` in eth_supportedEntryPoints. */
export async function bundlerAnswers(
  url: string,
  entryPoint: Address = entryPoint07Address,
): Promise<boolean> {
  try {
    const [chainId, entryPoints] = await Promise.all([
      rpc(url, 'eth_chainId'),
      rpc(url, 'eth_supportedEntryPoints'),
    ])
    return (
      typeof chainId === 'string' &&
      Array.isArray(entryPoints) &&
      entryPoints.some((address) => String(address).toLowerCase() === entryPoint.toLowerCase())
    )
  } catch {
    return false
  }
}

/**
 * Spawns Alto and resolves once it answers eth_chainId and eth_supportedEntryPoints with EntryPoint
 * v0.7. Rejects with its last output when it exits first, or after `timeoutMs`.
 */
export async function startAlto(
  options: AltoOptions & { onLine?: (line: string) => void; timeoutMs?: number },
): Promise<AltoInstance> {
  if (!altoInstalled()) {
    throw new AltoStartError(
      `Alto is not installed at ${altoDir} (run: node scripts/ensure-install.mjs --alto)`,
    )
  }
  // In the caller's process group (the stack stops a service by signalling its group), and through
  // setpriv's death signal gone with the caller even when that one is killed outright.
  const prefix = process.platform === 'linux' && setpriv ? [setpriv, '--pdeathsig', 'KILL', '--'] : []
  const host = options.host ?? (process.env.FOYER_HOST || '127.0.0.1')
  const node = [process.execPath, '--import', listenOnlyOn(host)]
  const [command = process.execPath, ...args] = [...prefix, ...node, altoEntry, ...altoArgs(options)]
  const child: ChildProcess = spawn(command, args, {
    cwd: altoDir, // Alto loads a .env from its working directory: there is none here.
    env: altoEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  live.add(child)
  installExitHook()
  const tail: string[] = []
  const onLine = (line: string) => {
    if (!line.trim()) return
    tail.push(line)
    if (tail.length > 40) tail.shift()
    options.onLine?.(line)
  }
  if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine)
  if (child.stderr) createInterface({ input: child.stderr }).on('line', onLine)
  let done = false
  const exited = new Promise<number | string | null>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true
      live.delete(child)
      resolve(code ?? signal)
    })
    child.once('error', (error) => {
      done = true
      onLine(error.message)
      resolve(null)
    })
  })
  const signal = (name: NodeJS.Signals) => {
    if (!done) child.kill(name)
  }
  const stop = async () => {
    if (done) return
    const timer = setTimeout(() => signal('SIGKILL'), 5000)
    signal('SIGTERM')
    await exited
    clearTimeout(timer)
  }
  const url = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  while (!(await bundlerAnswers(url))) {
    if (done) {
      throw new AltoStartError(
        `Alto exited (${String(await exited)}) before it answered:\n${tail.join('\n')}`,
      )
    }
    if (Date.now() > deadline) {
      await stop()
      throw new AltoStartError(`Alto did not answer on ${url} in time:\n${tail.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, pid: child.pid, exited, stop }
}
