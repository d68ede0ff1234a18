import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CaipNetwork } from '@foyer/core'
import { type BitcoinLedger, startBitcoinLedger } from '@foyer/devnet/node'
import { bitcoinRegtest } from '../networks/networks.js'

/** A fresh regtest ledger (genesis and the funded test accounts) on a free port, mining only when told to. */
export async function startLedger(): Promise<{
  ledger: BitcoinLedger
  network: CaipNetwork
  stop(): Promise<void>
}> {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-bitcoin-adapter-'))
  const ledger = await startBitcoinLedger({ port: 0, stateDir, blockIntervalMs: 0, reset: true })
  const network: CaipNetwork = { ...bitcoinRegtest, rpcUrls: { default: { http: [ledger.url] } } }
  return {
    ledger,
    network,
    async stop() {
      await ledger.close()
      await rm(stateDir, { recursive: true, force: true })
    },
  }
}
