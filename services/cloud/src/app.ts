import { Hono } from 'hono'
import { z } from 'zod'
import { type BitcoinLedgerSet, createBitcoinLedgerSet } from './bitcoin/ledgers.js'
import { type ChainSet, createChainSet } from './chains/chainSet.js'
import type { Db } from './db/types.js'
import { HttpError, PayloadTooLargeError, RateLimitedError } from './errors.js'
import { type ExchangeConfig, exchangeConfigOf } from './exchange/config.js'
import { createExchangeDirectory } from './exchange/directory.js'
import { DEFAULT_MAX_BODY_BYTES, limitBodies } from './http/bodyLimits.js'
import { cors } from './http/cors.js'
import type { AppCaches, CloudEnv } from './http/env.js'
import { createDbRateLimiter, type Quota, rateLimit } from './http/rateLimit.js'
import { limitRequests, type RequestLimits, requestLimitsOf } from './http/requestLimits.js'
import { requireProject } from './http/requireProject.js'
import { TtlCache } from './http/ttlCache.js'
import type { Indexer } from './indexer/indexer.js'
import { devnetNamesConfig, type NameGatewayConfig } from './names/gateway.js'
import { type OnrampConfig, onrampConfigOf } from './onramp/config.js'
import { analyticsRoutes, DEFAULT_EVENT_QUOTA, MAX_EVENT_BODY_BYTES } from './routes/analytics.js'
import { blockchainRoutes } from './routes/blockchain.js'
import { convertRoutes } from './routes/convert.js'
import { historyRoutes } from './routes/history.js'
import { imageRoutes } from './routes/images.js'
import { jsonRpcRoutes } from './routes/jsonRpc.js'
import { onrampRoutes } from './routes/onramp.js'
import { nameGatewayRoutes, profileRoutes } from './routes/profile.js'
import { projectRoutes } from './routes/projects.js'
import { MAX_RPC_BODY_BYTES, rpcRoutes } from './routes/rpc.js'
import { sessionRoutes } from './routes/sessions.js'
import { walletRoutes } from './routes/wallets.js'
import { createSolanaLedgerSet, type SolanaLedgerSet } from './solana/ledgers.js'

export interface CreateCloudAppOptions {
  /** An open, migrated database (see `openDb`). */
  db: Db
  /** Base URL clients reach this service at; image URLs in responses start with it. */
  publicUrl: string
  /** Largest accepted request body in bytes on every route but the RPC endpoint's (default 64 KiB). */
  maxBodyBytes?: number
  /**
   * How long project settings and wallet pages are reused in memory, in ms (default 5000; 0 turns
   * caching off). Edits made by other processes show after at most this long.
   */
  cacheTtlMs?: number
  /**
   * Chains the blockchain API (balances, prices, identity, RPC, history) serves; see
   * `createChainSet(chainsFromEnv())`. Default: none, so those calls answer 400 "unsupported chain".
   */
  chains?: ChainSet
  /** Solana networks for balances and history (`createSolanaLedgerSet(solanaLedgersFromEnv())`); default none. */
  solana?: SolanaLedgerSet
  /** Bitcoin networks for balances and history (`createBitcoinLedgerSet(bitcoinLedgersFromEnv())`); default none. */
  bitcoin?: BitcoinLedgerSet
  /** The indexer history requests wait on for fresh results; without one, history is what is stored. */
  indexer?: Indexer
  /** Where unexpected errors are reported (default console.error). */
  onUnexpectedError?: (error: unknown) => void
  /** Analytics events (`POST /e`) one client may send (default 120 per 60 s; see `eventQuotaOf`). */
  eventQuota?: Quota
  /** Take the client's address from X-Forwarded-For (only behind a proxy that sets it). Default false. */
  trustProxy?: boolean
  /** The RPC proxy's and the nonce endpoint's limits (default `requestLimitsOf({})`; see that). */
  requestLimits?: RequestLimits
  /** The limits' clock (tests move it). */
  now?: () => number
  /** The account-name zone and its gateway's key (default the devnet's foyer.id; see `namesConfigOf`). */
  names?: NameGatewayConfig
  /** The on-ramp provider (default the local one; see `onrampConfigOf`). */
  onramp?: OnrampConfig
  /** The exchanges Pay offers (default the local one; see `exchangeConfigOf`). */
  exchanges?: ExchangeConfig
}

const DEFAULT_CACHE_TTL_MS = 5000

const optionsSchema = z.object({
  publicUrl: z.url({ protocol: /^https?$/, error: 'publicUrl must be an http(s) URL' }),
  maxBodyBytes: z.number().int().positive().optional(),
  cacheTtlMs: z.number().int().nonnegative().optional(),
})

/**
 * The cloud API as a Hono app: wallet directory, images, project config, analytics and the
 * blockchain data API, in the hosted APIs' wire formats. Serve it with any fetch-style server, or call `app.request()`.
 */
export function createCloudApp(options: CreateCloudAppOptions): Hono<CloudEnv> {
  const { publicUrl, maxBodyBytes, cacheTtlMs } = optionsSchema.parse({
    publicUrl: options.publicUrl,
    maxBodyBytes: options.maxBodyBytes,
    cacheTtlMs: options.cacheTtlMs,
  })
  const caches: AppCaches = {
    projects: new TtlCache(cacheTtlMs ?? DEFAULT_CACHE_TTL_MS),
    walletPages: new TtlCache(cacheTtlMs ?? DEFAULT_CACHE_TTL_MS),
  }
  const chains = options.chains ?? createChainSet([])
  const solana = options.solana ?? createSolanaLedgerSet([])
  const bitcoin = options.bitcoin ?? createBitcoinLedgerSet([])
  const base = publicUrl.replace(/\/+$/, '')
  const names = options.names ?? devnetNamesConfig()
  const onramp = options.onramp ?? onrampConfigOf({})
  const exchanges = createExchangeDirectory(options.exchanges ?? exchangeConfigOf({}))
  const reportError = options.onUnexpectedError ?? ((error: unknown) => console.error('[cloud]', error))

  const app = new Hono<CloudEnv>()
  app.onError((error, c) => {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds))
    if (error instanceof HttpError) return c.json({ message: error.shortMessage }, error.status)
    reportError(error)
    return c.json({ message: 'Internal server error' }, 500)
  })
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  app.use(cors())
  // Before anything reads a body: counted as it streams in, chunked bodies included.
  app.use(
    limitBodies({
      maxBytes: maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      routes: { 'POST /v1': MAX_RPC_BODY_BYTES },
      onTooLarge: (_c, limit) => {
        throw new PayloadTooLargeError(limit)
      },
    }),
  )
  app.get('/health', (c) => c.json({ ok: true }))
  app.use(async (c, next) => {
    c.set('db', options.db)
    c.set('publicUrl', base)
    c.set('caches', caches)
    c.set('chains', chains)
    c.set('solana', solana)
    c.set('bitcoin', bitcoin)
    c.set('onramp', onramp)
    c.set('exchanges', exchanges)
    c.set('indexer', options.indexer)
    c.set('names', names)
    c.set('trustProxy', options.trustProxy ?? false)
    await next()
  })
  // Before the project check: ENS clients ask the name gateway without a project id.
  app.route('/', nameGatewayRoutes)
  app.use(requireProject())
  app.route('/', walletRoutes)
  app.route('/', imageRoutes)
  app.route('/', projectRoutes)
  app.route(
    '/',
    analyticsRoutes({
      maxBodyBytes: maxBodyBytes ?? MAX_EVENT_BODY_BYTES,
      consumeQuota: rateLimit(
        createDbRateLimiter(options.db, 'events', options.eventQuota ?? DEFAULT_EVENT_QUOTA),
        'events',
        {
          trustProxy: options.trustProxy ?? false,
        },
      ),
    }),
  )
  app.route('/', blockchainRoutes)
  app.route('/', convertRoutes)
  app.route('/', onrampRoutes)
  app.route('/', jsonRpcRoutes)
  app.route('/', historyRoutes)
  const limits = options.requestLimits ?? requestLimitsOf({})
  const limitOptions = {
    trustProxy: options.trustProxy ?? false,
    ...(options.now ? { now: options.now } : {}),
  }
  app.post(
    '/v1',
    limitRequests(options.db, 'RPC requests', limits.rpcPerClient, {
      ...limitOptions,
      keyOf: (url) => (url.searchParams.get('projectId') ?? '').slice(0, 128),
    }),
  )
  app.get(
    '/v1/sessions/nonce',
    limitRequests(options.db, 'sign-in nonces', limits.noncePerClient, limitOptions),
  )
  app.route('/', rpcRoutes)
  app.route('/', sessionRoutes)
  app.route('/', profileRoutes)
  return app
}
