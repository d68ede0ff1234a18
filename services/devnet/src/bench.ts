/**
 * `npm run bench -w services/devnet`: median of 5 cold starts (compile + deploy from scratch into a
 * temp state dir, both chains) and of 5 snapshot starts, on ephemeral ports; then a Solana ledger's and the
 * Bitcoin regtest ledger's start, from genesis and from their state folders.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBitcoinLedger } from './bitcoin/startBitcoinLedger.js'
import { startDevnet } from './node/start-devnet.js'
import { startSolanaLedger } from './solana/startSolanaLedger.js'

const runs = 5

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function timeStart(stateDir: string): Promise<number> {
  const started = performance.now()
  const devnet = await startDevnet({ ports: { a: 0, b: 0 }, stateDir })
  const seconds = (performance.now() - started) / 1000
  await devnet.stop()
  return seconds
}

const dirs: string[] = []
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-devnet-bench-'))
  dirs.push(dir)
  return dir
}

try {
  const cold: number[] = []
  for (let i = 0; i < runs; i++) cold.push(await timeStart(await freshDir()))
  console.log(
    `devnet cold start (deploy from scratch): median ${median(cold).toFixed(2)} s over ${runs} runs`,
  )

  const snapshotDir = dirs[0] as string
  const warm: number[] = []
  for (let i = 0; i < runs; i++) warm.push(await timeStart(snapshotDir))
  console.log(`devnet snapshot start: median ${median(warm).toFixed(2)} s over ${runs} runs`)

  // A Solana ledger from genesis (funded accounts and the USDC mint written), then from its state folder.
  const solanaStart = async (stateDir: string) => {
    const started = performance.now()
    const ledger = await startSolanaLedger({ port: 0, wsPort: 0, stateDir })
    const ms = performance.now() - started
    await ledger.stop()
    return ms
  }
  const genesis: number[] = []
  const restart: number[] = []
  for (let i = 0; i < runs; i++) {
    const dir = await freshDir()
    genesis.push(await solanaStart(dir))
    restart.push(await solanaStart(dir))
  }
  console.log(
    `Solana ledger start: from genesis median ${median(genesis).toFixed(0)} ms, from its state median ${median(restart).toFixed(0)} ms over ${runs} runs`,
  )

  // The Bitcoin regtest ledger from genesis (103 blocks, the funding of the test accounts), then from its state.
  const bitcoinStart = async (stateDir: string) => {
    const started = performance.now()
    const ledger = await startBitcoinLedger({ port: 0, blockIntervalMs: 0, stateDir })
    const ms = performance.now() - started
    await ledger.close()
    return ms
  }
  const bitcoinGenesis: number[] = []
  const bitcoinRestart: number[] = []
  for (let i = 0; i < runs; i++) {
    const dir = await freshDir()
    bitcoinGenesis.push(await bitcoinStart(dir))
    bitcoinRestart.push(await bitcoinStart(dir))
  }
  console.log(
    `Bitcoin regtest ledger start: from genesis median ${median(bitcoinGenesis).toFixed(0)} ms, from its state median ${median(bitcoinRestart).toFixed(0)} ms over ${runs} runs`,
  )
} finally {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
}
