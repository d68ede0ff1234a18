export { decodeDidKey, encodeDidKey } from './auth/did-key.js'
export {
  createRelayClientKey,
  type RelayClientKey,
  relayClientKeyFromSeed,
  type SignRelayJwtOptions,
  signRelayJwt,
} from './auth/sign-jwt.js'
export {
  JWT_CLOCK_SKEW_SECONDS,
  type RelayJwtClaims,
  type VerifyRelayJwtOptions,
  verifyRelayJwt,
} from './auth/verify-jwt.js'
export {
  InvalidOptionError,
  PortBusyError,
  RelayAuthError,
  RelayError,
  type RelayErrorCode,
  type RelayErrorParameters,
} from './errors.js'
export { RpcErrorCode } from './rpc/codes.js'
export { createRelayServer, type ListenOptions, type RelayServer } from './server/create.js'
export type { ErrorReporter } from './server/dispatch.js'
export {
  DEFAULT_RELAY_LIMITS,
  RELAY_LIMIT_ENV,
  type RelayLimits,
  relayLimitsFromEnv,
} from './server/limits.js'
export { SessionTag } from './server/methods/session.js'
export { type ConnectionEvent, MAX_PAYLOAD_BYTES, type RelayServerOptions } from './server/options.js'
export {
  DEFAULT_RELAY_HOST,
  DEFAULT_RELAY_PORT,
  type RunningRelay,
  type StartRelayOptions,
  startRelay,
} from './start.js'
export { MemoryMailboxStore } from './store/memory.js'
export { migrateRelaySchema } from './store/migrate.js'
export { openPgliteMailboxStore, openPostgresMailboxStore } from './store/open.js'
export { SqlMailboxStore, type SqlMailboxStoreOptions } from './store/sql.js'
export type { SqlClient } from './store/sql-client.js'
export type { MailboxStore, PendingQuery, StoredMessage } from './store/types.js'
