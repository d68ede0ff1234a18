/**
 * The wire schemas of Foyer's cloud APIs, one definition per shape, in zod/mini: the cloud
 * parses requests and types and tests its answers with them, the client parses the answers.
 *
 * Answers (this folder) are read leniently: a field the spec lets a service leave out is optional, unknown
 * fields are dropped, and values the client does not depend on are plain strings rather than enums or
 * formats, so a newer service never breaks an older client. Requests (requests/) are checked strictly, with
 * the validated input formats (requests/ids.ts). They are separate modules so a client bundle, which imports answers and
 * request types only, carries none of the request checks.
 */
export {
  type BalanceResponse,
  balanceResponseSchema,
  type FungiblePriceResponse,
  fungiblePriceResponseSchema,
  type IdentityResponse,
  identityResponseSchema,
  type SupportedChainsResponse,
  supportedChainsResponseSchema,
  type TokenBalance,
  tokenBalanceSchema,
} from './balances.js'
export {
  type ConvertAllowanceResponse,
  type ConvertGasPriceResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  type ConvertTransactionResponse,
  convertAllowanceResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  convertTransactionResponseSchema,
} from './convert.js'
export {
  EXCHANGE_BUY_STATUSES,
  type Exchange,
  type ExchangeBuyStatus,
  type ExchangeBuyStatusResult,
  type ExchangePayUrlResult,
  type ExchangesResult,
  exchangeBuyStatusResultSchema,
  exchangePayUrlResultSchema,
  exchangeSchema,
  exchangesResultSchema,
  jsonRpcAnswerSchema,
} from './exchange.js'
export {
  type HistoryResponse,
  type HistoryTransaction,
  type HistoryTransfer,
  historyResponseSchema,
  historyTransactionSchema,
  historyTransferSchema,
  OPERATION_TYPES,
  type OperationType,
} from './history.js'
export {
  type NameSuggestionsResponse,
  nameSuggestionsResponseSchema,
  type ProfileName,
  profileNameSchema,
  profileReverseResponseSchema,
} from './names.js'
export {
  type OnrampOptionsResponse,
  type OnrampQuoteResponse,
  type OnrampUrlResponse,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from './onramp.js'
export {
  type AllowedOriginsResponse,
  type AnalyticsAcceptedResponse,
  type AnalyticsConfigResponse,
  allowedOriginsResponseSchema,
  analyticsAcceptedResponseSchema,
  analyticsConfigResponseSchema,
  type ErrorResponse,
  errorResponseSchema,
} from './project.js'
export { type AnalyticsEvent, analyticsEventSchema } from './requests/analytics.js'
export {
  balanceQuerySchema,
  type FungiblePriceBody,
  fungiblePriceBodySchema,
  historyQuerySchema,
  identityQuerySchema,
  MAX_PRICE_ADDRESSES,
} from './requests/blockchain.js'
export {
  type ConvertBuildBody,
  convertAllowanceQuerySchema,
  convertApproveQuerySchema,
  convertBuildBodySchema,
  convertGasPriceQuerySchema,
  convertQuoteQuerySchema,
  convertTokensQuerySchema,
} from './requests/convert.js'
export {
  caip10AccountSchema,
  caip19Schema,
  exchangeBuyStatusSchema,
  type GetExchangeBuyStatusParams,
  type GetExchangePayUrlParams,
  type GetExchangesParams,
  getExchangeBuyStatusParamsSchema,
  getExchangePayUrlParamsSchema,
  getExchangesParamsSchema,
  MAX_EXCHANGE_PAGE,
} from './requests/exchange.js'
export {
  bitcoinAddressSchema,
  caip2Schema,
  caip10AddressSchema,
  evmAddressSchema,
  hexSchema,
  imageIdSchema,
  projectIdSchema,
  solanaAddressSchema,
  walletIdSchema,
} from './requests/ids.js'
export {
  type NameRegistrationBody,
  type NameRegistrationMessage,
  nameRegistrationBodySchema,
  nameRegistrationMessageSchema,
  nameSuggestionsQuerySchema,
} from './requests/names.js'
export {
  type OnrampQuoteBody,
  type OnrampUrlBody,
  onrampQuoteBodySchema,
  onrampUrlBodySchema,
} from './requests/onramp.js'
export {
  type JsonRpcRequest,
  jsonRpcBatchSchema,
  jsonRpcSingleSchema,
  MAX_RPC_BATCH,
  rpcQuerySchema,
} from './requests/rpc.js'
export {
  type RevokeSessionBody,
  revokeSessionBodySchema,
  type SignInBody,
  sessionsQuerySchema,
  signInBodySchema,
} from './requests/sessions.js'
export {
  badgeTypeSchema,
  DEFAULT_ENTRIES,
  type GetWalletsQuery,
  getWalletsQuerySchema,
  MAX_ENTRIES,
  MAX_SEARCH_RESULTS,
} from './requests/wallets.js'
export {
  type CurrentSessionResponse,
  currentSessionResponseSchema,
  type RevokeSessionResponse,
  revokeSessionResponseSchema,
  type SessionNonceResponse,
  type SessionsResponse,
  type SignInResponse,
  type SiwxSession,
  type SiwxSessionSummary,
  sessionNonceResponseSchema,
  sessionsResponseSchema,
  signInResponseSchema,
  siwxSessionSchema,
  siwxSessionSummarySchema,
} from './sessions.js'
export {
  type GetWalletsResponse,
  getWalletsResponseSchema,
  injectedSchema,
  type Wallet,
  walletSchema,
} from './wallets.js'
