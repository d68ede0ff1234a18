import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ownCli = join(dirname(fileURLToPath(import.meta.url)), '..', 'cli.ts')
// Loaded into each relay the bench spawns (with --expose-gc): SIGUSR2 runs a full collection, so the
// bench reads a resident size without the garbage of what came before (bench/memory.ts).
const gcOnSignal = `data:text/javascript,${encodeURIComponent("process.on('SIGUSR2', () => globalThis.gc?.())")}`

/**
 * The burst's single publisher sends a message to each of 2,000 topics at once, and the bench opens
 * several thousand sockets from one address: quotas raised for it (the rest of the bench stays far
 * below the defaults).
 */
const BENCH_LIMITS = {
  FOYER_RELAY_PUBLISHES_PER_MINUTE: '1000000',
  FOYER_RELAY_MAX_STORED_MESSAGES: '1000000',
  FOYER_RELAY_CONNECTIONS_PER_MINUTE: '1000000',
}

/** A relay CLI in a process of its own, as deployed. */
export interface RelayProcess {
  url: string
  pid: number
  stop(): Promise<void>
}

/**
 * Spawns the relay CLI on a free port and resolves once it prints its URL. `cli` is another build's
 * cli.ts (the bench's --cli: the same probes on the code before a change).
 */
export function spawnRelay(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  cli: string = ownCli,
): Promise<RelayProcess> {
  // FOYER_RELAY_BENCH_PROFILE=<dir> (the bench's --profile): a V8 CPU profile of each relay, written as it stops.
  const profile = process.env.FOYER_RELAY_BENCH_PROFILE
  const node = [
    '--expose-gc',
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    '--import',
    'tsx',
    '--import',
    gcOnSignal,
  ]
  const child: ChildProcess = spawn(process.execPath, [...node, cli, ...args], {
    env: { ...process.env, ...BENCH_LIMITS, ...env, FOYER_RELAY_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Relay: (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve({ url: match[1], pid: child.pid as number, stop })
    })
    child.once('exit', (code) => reject(new Error(`relay exited with code ${code} before listening`)))
  })
}
