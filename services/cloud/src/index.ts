export { isOriginAllowed } from '@foyer/frame'
export { type CreateCloudAppOptions, createCloudApp } from './app.js'
export { findFungible, fungiblesOf, type KnownFungible, NATIVE_TOKEN_ADDRESS } from './chains/assets.js'
export { type ChainSet, createChainSet, type ServedChain } from './chains/chainSet.js'
export { type ChainConfig, chainConfigSchema, chainsFromEnv } from './chains/config.js'
export { type PoolPrices, readPoolPrices } from './chains/prices.js'
export { type CliIo, runCli } from './cli/runCli.js'
export { type Migration, migrate, migrations } from './db/migrations.js'
export { type OpenDbOptions, openDb } from './db/open.js'
export type { Db, Queryable, QueryResult } from './db/types.js'
export {
  CloudError,
  type CloudErrorCode,
  DataDirLockedError,
  HttpError,
  type HttpErrorStatus,
  InvalidKeyError,
  InvalidRequestError,
  MigrationError,
  NotFoundError,
  OriginNotAllowedError,
  PayloadTooLargeError,
  PortBusyError,
  UpstreamUnavailableError,
  WalletImportError,
} from './errors.js'
export { isSpamNft, spamNfts } from './history/nftCatalog.js'
export { createIndexer, type Indexer, type IndexerOptions } from './indexer/indexer.js'
export { DEMO_PROJECT_ID, getProject, type Project, putProject } from './projects/store.js'
export { type SeedOptions, type SeedResult, seedDatabase } from './seed/seedDatabase.js'
export { type RunningCloud, type StartCloudOptions, startCloud } from './server/startCloud.js'
export { type ImportResult, importWalletsFile } from './wallets/importFile.js'
