import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CaipNetwork } from '@foyer/core'
import { type SolanaLedger, startSolanaLedger } from '@foyer/devnet/node'
import { solanaDevnet } from '../networks/networks.js'

/** A fresh devnet stand-in ledger on free ports, and the adapter's network pointing at it. */
export async function startLedger(): Promise<{
  ledger: SolanaLedger
  network: CaipNetwork
  stop(): Promise<void>
}> {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-solana-'))
  const ledger = await startSolanaLedger({ network: 'devnet', port: 0, wsPort: 0, stateDir })
  const network: CaipNetwork = { ...solanaDevnet, rpcUrls: { default: { http: [ledger.rpcUrl] } } }
  return {
    ledger,
    network,
    async stop() {
      await ledger.stop()
      await rm(stateDir, { recursive: true, force: true })
    },
  }
}
