import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { testMnemonic } from '../accounts.js'
import { devnetHost } from '../constants.js'
import { AnvilStartError, PortBusyError } from '../errors.js'
import { anvilCommand } from './anvil-binary.js'

/** How to start one anvil chain. */
export interface AnvilOptions {
  chainId: number
  /** 0 picks a free port. */
  port: number
  /** Environment variable that sets this port, named in the busy-port error. */
  portEnvVar: string
  /** A state file written by a previous dump, loaded at start. */
  loadState?: string
  onLog?: (line: string) => void
}

/** A running anvil child. */
export interface AnvilInstance {
  chainId: number
  port: number
  rpcUrl: string
  /** Stops anvil and resolves when the process has exited. */
  stop(): Promise<void>
}

const live = new Set<ChildProcess>()
let exitHookInstalled = false

// Last line of defence besides setpriv's death signal: a normal exit kills what is still running.
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of live) child.kill('SIGKILL')
  })
}

const listeningPattern = /Listening on ([0-9.]+):(\d+)/

/** Spawns anvil (auto-mining each transaction) and resolves once it listens. */
export function startAnvil(options: AnvilOptions): Promise<AnvilInstance> {
  installExitHook()
  const { command, prefix } = anvilCommand()
  const args = [
    ...prefix,
    '--host',
    devnetHost,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    testMnemonic,
    '--accounts',
    '10',
    '--balance',
    '10000',
    // No --block-time: a block per transaction, mined before the RPC call returns.
    ...(options.loadState ? ['--load-state', options.loadState] : []),
  ]
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  live.add(child)
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      live.delete(child)
      resolve()
    })
  })

  return new Promise<AnvilInstance>((resolve, reject) => {
    let ready = false
    const stderr: string[] = []
    const { stdout, stderr: stderrStream } = child
    if (!stdout || !stderrStream) {
      reject(new AnvilStartError(options.chainId, 'anvil was spawned without output pipes'))
      return
    }
    const stdoutLines = createInterface({ input: stdout })
    const stderrLines = createInterface({ input: stderrStream })

    stdoutLines.on('line', (line) => {
      options.onLog?.(`[${options.chainId}] ${line}`)
      if (ready) return
      const match = listeningPattern.exec(line)
      if (!match) return
      ready = true
      const port = Number(match[2])
      resolve({
        chainId: options.chainId,
        port,
        rpcUrl: `http://${devnetHost}:${port}`,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
          await exited
        },
      })
    })
    stderrLines.on('line', (line) => {
      stderr.push(line)
      options.onLog?.(`[${options.chainId}] ${line}`)
    })
    child.once('error', (error) => {
      if (!ready) reject(new AnvilStartError(options.chainId, error.message))
    })
    child.once('exit', (code, signal) => {
      if (ready) return
      const output = stderr.join('\n')
      if (/address already in use/i.test(output)) reject(new PortBusyError(options.port, options.portEnvVar))
      else reject(new AnvilStartError(options.chainId, `anvil exited (${signal ?? code}): ${output}`))
    })
  })
}
