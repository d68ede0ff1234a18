/**
 * Starts the devnet chains, the three Solana ledgers and the Bitcoin regtest ledger and keeps them running until
 * SIGINT/SIGTERM.
 * Usage: node --import tsx services/devnet/src/cli.ts [--rebuild] [--reset-solana] [--reset-bitcoin] [--verbose]
 */
import { parseArgs } from 'node:util'
import { BitcoinLedgerError } from './bitcoin/errors.js'
import { startBitcoinLedger } from './bitcoin/startBitcoinLedger.js'
import { DevnetError } from './errors.js'
import { startOptimismStandIn } from './node/optimism.js'
import { startDevnet } from './node/start-devnet.js'
import { SolanaLedgerError } from './solana/errors.js'
import { startSolanaLedgers } from './solana/startSolanaLedger.js'

const { values } = parseArgs({
  options: {
    rebuild: { type: 'boolean', default: false },
    'reset-solana': { type: 'boolean', default: false },
    'reset-bitcoin': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  console.log(`Usage: devnet [--rebuild] [--reset-solana] [--reset-bitcoin] [--verbose]
  --rebuild   deploy from scratch even if the snapshot is fresh
  --reset-solana  start the Solana ledgers from genesis (they otherwise go on from their saved state)
  --reset-bitcoin  start the Bitcoin regtest ledger from genesis (it otherwise goes on from its saved state)
  --verbose   print anvil's output
Environment: FOYER_CHAIN_A_PORT (8545), FOYER_CHAIN_B_PORT (8546), FOYER_CHAIN_OP_PORT (8547, chain 10),
  FOYER_SOLANA_RPC_PORT (8899) and FOYER_SOLANA_WS_PORT (8900) for the mainnet-beta stand-in,
  FOYER_SOLANA_DEVNET_RPC_PORT / _WS_PORT (8909 / 8910), FOYER_SOLANA_TESTNET_RPC_PORT / _WS_PORT (8919 / 8920),
  FOYER_BITCOIN_PORT (3002, the Bitcoin regtest ledger's Esplora API), FOYER_BITCOIN_BLOCK_INTERVAL_MS (5000; 0:
  blocks only on POST /regtest/mine),
  FOYER_STATE_DIR (<repo>/.state; the chains and ledgers use its devnet/ folder)`)
  process.exit(0)
}

const started = performance.now()
try {
  // The Solana ledgers (LiteSVM, in this process) start in a few milliseconds each.
  const solana = await startSolanaLedgers({ reset: values['reset-solana'] })
  const solanaReadyMs = performance.now() - started
  for (const ledger of solana) {
    const { cluster, caipNetworkId } = ledger.network
    console.log(`Solana ${cluster} stand-in ${caipNetworkId}: ${ledger.rpcUrl} ${ledger.wsUrl}`)
  }
  console.log(`Solana ledgers ready in ${solanaReadyMs.toFixed(0)} ms`)
  // The Bitcoin regtest ledger (in this process too): 20 ms from its state, about 0.2 s from genesis.
  const bitcoin = await startBitcoinLedger({ reset: values['reset-bitcoin'] }).catch(
    async (error: unknown) => {
      await Promise.all(solana.map((ledger) => ledger.stop()))
      throw error
    },
  )
  console.log(`Bitcoin regtest stand-in (Esplora API) ${bitcoin.network.caipNetworkId}: ${bitcoin.url}`)
  const stopLedgers = () => Promise.all([...solana.map((ledger) => ledger.stop()), bitcoin.close()])
  const devnet = await startDevnet({
    rebuild: values.rebuild,
    onLog: (line) => {
      // Progress lines always; anvil's own output (prefixed with the chain id) only when asked.
      if (values.verbose || !line.startsWith('[')) console.log(line)
    },
  }).catch(async (error: unknown) => {
    await stopLedgers()
    throw error
  })
  for (const chain of devnet.chains) console.log(`Chain ${chain.id} ${chain.name}: ${chain.rpcUrl}`)
  // Chain 10 for Sign In With Farcaster (its IdRegistry); it has no snapshot and starts in a moment.
  const optimism = await startOptimismStandIn().catch(async (error: unknown) => {
    await Promise.all([devnet.stop(), stopLedgers()])
    throw error
  })
  console.log(`Chain 10 OP Mainnet stand-in (Farcaster IdRegistry): ${optimism.rpcUrl}`)
  console.log(`devnet ready in ${((performance.now() - started) / 1000).toFixed(2)} s`)

  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    await Promise.all([devnet.stop(), optimism.stop(), stopLedgers()])
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
} catch (error) {
  const known =
    error instanceof DevnetError || error instanceof SolanaLedgerError || error instanceof BitcoinLedgerError
  console.error(known ? error.message : error)
  process.exit(1)
}
