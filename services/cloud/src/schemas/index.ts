export {
  type AnalyticsConfigResponse,
  type AnalyticsEvent,
  analyticsConfigResponseSchema,
  analyticsEventSchema,
  MAX_EVENT_BODY_BYTES,
} from './analytics.js'
export { caip2Schema, imageIdSchema, projectIdSchema, walletIdSchema } from './ids.js'
export {
  type AllowedOriginsResponse,
  allowedOriginsResponseSchema,
  type ErrorResponse,
  errorResponseSchema,
  originPatternSchema,
} from './project.js'
export {
  DEFAULT_ENTRIES,
  type GetWalletsQuery,
  type GetWalletsQueryInput,
  getWalletsQuerySchema,
  MAX_ENTRIES,
  MAX_SEARCH_RESULTS,
  sdkParamsSchema,
} from './query.js'
export {
  badgeTypeSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
  injectedSchema,
  type Wallet,
  walletSchema,
} from './wallet.js'
