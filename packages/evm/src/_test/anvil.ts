import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** anvil from the root node_modules (the devnet's @foundry-rs/anvil). */
const anvilBin = join(dirname(fileURLToPath(import.meta.url)), '../../../../node_modules/.bin/anvil')

export interface Anvil {
  rpcUrl: string
  stop(): Promise<void>
}

/** Starts anvil on an ephemeral port (never the e2e stack's 8545/8546) and resolves once it listens. */
export async function startAnvil(chainId: number): Promise<Anvil> {
  const child: ChildProcess = spawn(
    process.execPath,
    [anvilBin, '--port', '0', '--chain-id', String(chainId)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on ([\d.]+:\d+)/.exec(output)
      if (match) resolve(`http://${match[1]}`)
    })
    child.once('exit', (code) => reject(new Error(`anvil exited with ${code}: ${output}`)))
    child.once('error', reject)
  })
  return {
    rpcUrl,
    async stop() {
      if (child.exitCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}
