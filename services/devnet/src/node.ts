/**
 * @foyer/devnet/node: start the devnet chains, the Solana ledgers and the Bitcoin regtest ledger, build the
 * snapshot (Node only).
 */
export {
  BitcoinLedgerError,
  type BitcoinLedgerErrorCode,
  BitcoinStateError,
  InvalidBitcoinLedgerOptionsError,
} from './bitcoin/errors.js'
export {
  type BitcoinLedger,
  type BitcoinTip,
  type StartBitcoinLedgerOptions,
  startBitcoinLedger,
} from './bitcoin/startBitcoinLedger.js'
export {
  AnvilNotFoundError,
  AnvilStartError,
  CompileError,
  DeployError,
  DevnetError,
  type DevnetErrorCode,
  InvalidDevnetOptionsError,
  PortBusyError,
} from './errors.js'
export {
  defaultOptimismPort,
  type OptimismStandIn,
  optimismPortEnvVar,
  startOptimismStandIn,
} from './node/optimism.js'
export { resolveStateDir } from './node/paths.js'
export {
  type BuildSnapshotOptions,
  buildSnapshot,
  readSnapshotManifest,
  type SnapshotManifest,
  snapshotStatus,
} from './node/snapshot.js'
export { computeSnapshotHash } from './node/snapshot-hash.js'
export {
  type Devnet,
  type DevnetChainInfo,
  type StartDevnetOptions,
  startDevnet,
} from './node/start-devnet.js'
export {
  InvalidSolanaLedgerOptionsError,
  SolanaLedgerError,
  type SolanaLedgerErrorCode,
  SolanaStateError,
} from './solana/errors.js'
export {
  type SolanaLedger,
  type StartSolanaLedgerOptions,
  startSolanaLedger,
  startSolanaLedgers,
} from './solana/startSolanaLedger.js'
