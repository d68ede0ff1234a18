export {
  BaseError,
  type BaseErrorParameters,
  type BaseErrorType,
  type ErrorCode,
  type ErrorMessage,
  type ErrorMessageId,
  type ErrorMessageParams,
  type FoyerErrorCode,
  type FoyerErrorMessageId,
  walk,
} from '@foyer/errors'
// The languages Foyer speaks: one list for the modal's tables and the embedded wallet's frame.
export { FRAME_LOCALES as LOCALES, type FrameLocale as Locale } from '@foyer/frame'
export {
  AdapterCore,
  type AdapterCoreConnection,
  type AdapterCoreOptions,
  type AdapterFamily,
  type AdapterWallets,
} from './adapter/adapterCore.js'
export {
  type AdapterConnectionListener,
  connectionChanges,
  disconnectConnection,
  quietly,
  resyncConnection,
  startConnection,
  waitForWallet,
} from './adapter/adapterSession.js'
export { type AdapterEmitter, createAdapterEmitter } from './adapter/emitter.js'
export { FamilyAdapter, type FamilySession } from './adapter/familyAdapter.js'
export {
  type AdapterNetwork,
  adapterNetworkList,
  findAdapterNetwork,
  resolveAdapterNetwork,
} from './adapter/networks.js'
export {
  adapterNetworkCheck,
  chainAdapterOptionsCheck,
  checkAdapterOptions,
  patternCheck,
} from './adapter/optionChecks.js'
export {
  adapterConnectParametersSchema,
  adapterNetworkSchema,
  adapterStorageSchema,
  chainAdapterOptionsSchema,
  parseAdapterOptions,
  parseAdapterParameters,
} from './adapter/options.js'
export {
  followSessionAccounts,
  type SessionAccount,
  type SessionStart,
  startSessionAccount,
} from './adapter/sessionAccounts.js'
export { type StandardWalletRegistry, standardWallets } from './adapter/standardWallets.js'
export { type AdapterConnectionMemory, type AdapterStorage, createAdapterStorage } from './adapter/storage.js'
export type * from './adapter/types.js'
export {
  isUnsupportedMethod,
  isWalletRejection,
  mapWalletFailure,
  type WalletRequestErrorParameters,
  walletRejectionCodes,
} from './adapter/walletErrors.js'
export {
  onStandardWalletChange,
  type StandardWalletLike,
  type WalletChangeProperties,
  type WalletRegistryLike,
  watchStandardWallets,
  watchWalletRegistry,
} from './adapter/walletRegistry.js'
export { ALERTS, alertForServerMessage } from './alerts/alerts.js'
export type { FoyerAnalyticsEvent, FoyerAnalyticsEventName } from './analytics/types.js'
export {
  InvalidResponseError,
  type InvalidResponseErrorType,
  ServiceUnavailableError,
  type ServiceUnavailableErrorType,
} from './api/errors.js'
export { assetImageUrl, tokenImageUrl, walletImageUrl } from './api/url.js'
export {
  BALANCE_CACHE_MS,
  EMAIL_LOGIN_COOLDOWN_MS,
  EMBEDDED_WALLET_CONNECTOR_ID,
  MAX_DIRECTORY_GROUP_WALLETS,
  MAX_RECENT_WALLETS,
  MAX_SEARCH_RESULTS,
  PROFILE_CACHE_MS,
  SDK_TYPE,
  SDK_VERSION,
  SHAKE_DURATION_MS,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_SWAP_DELAY_MS,
  UNSUPPORTED_NETWORK_NAME,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_URI_EXPIRY_MS,
  WALLETS_PAGE_SIZE,
} from './constants.js'
export { createFoyer } from './createFoyer.js'
export { getWalletEntries, type WalletEntriesInput, type WalletEntry } from './directory/walletEntries.js'
export type { EmbeddedWalletActions } from './embeddedWallet/controller.js'
export { EmbeddedWalletError, type EmbeddedWalletErrorType } from './embeddedWallet/errors.js'
export type {
  EmbeddedAccountType,
  EmbeddedWallet,
  EmbeddedWalletEventMap,
  EmbeddedWalletState,
  FarcasterLoginState,
  SocialLoginProvider,
  SocialLoginState,
} from './embeddedWallet/types.js'
export {
  AdapterNotFoundError,
  type AdapterNotFoundErrorType,
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  DisconnectError,
  type DisconnectErrorType,
  HttpRequestError,
  type HttpRequestErrorType,
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  UnknownError,
  type UnknownErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
} from './errors/connectionErrors.js'
export {
  ConnectError,
  type ConnectErrorType,
  InvalidOptionError,
  type InvalidOptionErrorType,
  InvalidParameterError,
  type InvalidParameterErrorType,
  InvalidRouteError,
  type InvalidRouteErrorType,
  SiwxOptionConflictError,
  type SiwxOptionConflictErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
} from './errors/errors.js'
export {
  AtomicityNotSupportedError,
  type AtomicityNotSupportedErrorType,
  AtomicReadyWalletRejectedUpgradeError,
  type AtomicReadyWalletRejectedUpgradeErrorType,
  BundleTooLargeError,
  type BundleTooLargeErrorType,
  ChainDisconnectedError,
  type ChainDisconnectedErrorType,
  DuplicateIdError,
  type DuplicateIdErrorType,
  InternalRpcError,
  type InternalRpcErrorType,
  InvalidInputRpcError,
  type InvalidInputRpcErrorType,
  InvalidParamsRpcError,
  type InvalidParamsRpcErrorType,
  InvalidRequestRpcError,
  type InvalidRequestRpcErrorType,
  JsonRpcVersionUnsupportedError,
  type JsonRpcVersionUnsupportedErrorType,
  LimitExceededRpcError,
  type LimitExceededRpcErrorType,
  MethodNotFoundRpcError,
  type MethodNotFoundRpcErrorType,
  MethodNotSupportedRpcError,
  type MethodNotSupportedRpcErrorType,
  ParseRpcError,
  type ParseRpcErrorType,
  ProviderDisconnectedError,
  type ProviderDisconnectedErrorType,
  ResourceNotFoundRpcError,
  type ResourceNotFoundRpcErrorType,
  ResourceUnavailableRpcError,
  type ResourceUnavailableRpcErrorType,
  RPC_ERROR_CLASSES,
  RpcError,
  type RpcErrorType,
  SwitchChainError,
  type SwitchChainErrorType,
  TransactionRejectedRpcError,
  type TransactionRejectedRpcErrorType,
  toRpcError,
  UnauthorizedProviderError,
  type UnauthorizedProviderErrorType,
  UnknownBundleIdError,
  type UnknownBundleIdErrorType,
  UnsupportedChainIdError,
  type UnsupportedChainIdErrorType,
  UnsupportedNonOptionalCapabilityError,
  type UnsupportedNonOptionalCapabilityErrorType,
  UnsupportedProviderMethodError,
  type UnsupportedProviderMethodErrorType,
} from './errors/rpc.js'
export { toTypedError } from './errors/toTypedError.js'
export {
  FALLBACK_ERROR_MESSAGE,
  isUserRejection,
  toErrorMessage,
  toUserMessage,
  USER_REJECTED_CODES,
  USER_REJECTED_MESSAGE,
} from './errors/toUserMessage.js'
export { type WalletFailureFallback, walletFailure } from './errors/walletFailure.js'
export type * from './instance/features.js'
export type * from './instance/foyerInstance.js'
export type * from './instance/foyerOptions.js'
export { provideConnectionCode } from './instance/provideConnectionCode.js'
export type * from './instance/resolvedOptions.js'
export type * from './messages/types.js'
export type { NameActions } from './names/actions.js'
export {
  AccountNameError,
  chainIdToCoinType,
  INVALID_NAME_MESSAGE,
  validateAccountName,
} from './names/rules.js'
export type { NameSuggestion, NamesState } from './names/types.js'
export { findNetwork } from './networks/findNetwork.js'
export { isUnsupportedNetwork } from './networks/isUnsupportedNetwork.js'
export { networkImageUrl } from './networks/networkImageUrl.js'
export { createUnsupportedNetwork } from './networks/unsupportedNetwork.js'
export { type OnRampActions, type OnRampOrder, onRampActions } from './onramp/actions.js'
export { emptyOnRampState } from './onramp/state.js'
export type * from './onramp/types.js'
export { DEFAULT_ACCOUNT_TYPES } from './options/connectionDefaults.js'
export {
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_URLS,
} from './options/defaults.js'
export { resolveOptions } from './options/resolveOptions.js'
export { type PayActions, payActions } from './pay/actions.js'
export { PAY_FAILURES, PayError, type PayErrorType } from './pay/errors.js'
export type * from './pay/types.js'
export {
  currentRoute,
  goBackRoute,
  pushRoute,
  replaceRoute,
  resetRoute,
  toRoute,
  VIEW_NAMES,
} from './router/router.js'
export type * from './router/types.js'
export { type ConnectMethodsOrderInput, getConnectMethodsOrder } from './rules/connectMethodsOrder.js'
export {
  type ConnectorGroupsInput,
  getConnectorGroups,
  getConnectorTypeOrder,
  isExcluded,
  isGenericBrowserWallet,
} from './rules/connectorGroups.js'
export { connectMethodsOf, connectorGroupsOf } from './rules/connectView.js'
export { canClose, getDefaultOpenRoute, type OpeningContext } from './rules/openingRules.js'
export type { SendActions } from './send/actions.js'
export type * from './send/types.js'
export { SEND_MESSAGES, sendInputError } from './send/validate.js'
export type { SiwxActions } from './siwx/controller.js'
export type {
  SIWEConfig,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXSession,
  SiwxState,
} from './siwx/types.js'
// Server rendering's cookies are in @foyer/core/ssr; hydration reads getServerState on any page.
export type { FoyerInitialState, StoredConnection } from './ssr/initialState.js'
export { getServerState } from './ssr/serverState.js'
export { createMemoryStorage, type StorageLike } from './storage/storage.js'
export type * from './store/types.js'
export { type SwapActions, swapActions } from './swap/actions.js'
export { SwapError, type SwapErrorType } from './swap/errors.js'
export {
  PRICE_IMPACT_CONFIRM_PERCENT,
  PRICE_IMPACT_WARN_PERCENT,
  priceImpactLevel,
} from './swap/priceImpact.js'
export { emptySwapState } from './swap/state.js'
export type * from './swap/types.js'
export type * from './types/connector.js'
export type * from './types/network.js'
export type * from './types/portfolio.js'
export type * from './types/wallet.js'
export { getUniversalAdapter, type UniversalAdapterApi } from './universal/getUniversalAdapter.js'
export { cosmosHub, polkadot } from './universal/networks.js'
export { adr036SignDoc } from './universal/signMessage.js'
export {
  UniversalAdapter,
  type UniversalAdapterOptions,
  type UniversalNamespace,
} from './universal/UniversalAdapter.js'
export { isEvmAddress, isSolanaAddress, shortenAddress } from './utils/address.js'
export {
  isCaipAddress,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './utils/caip.js'
export { getErrorCode, getErrorCodes } from './utils/errorCode.js'
export { formatBalance } from './utils/formatBalance.js'
export { detectMobile } from './utils/isMobile.js'
// biome-ignore lint/performance/noReExportAll: `check` is the construction-time option checker, published as one namespace.
export * as check from './validation/check.js'
export { describeIssues, issueMessage } from './validation/issueMessage.js'
// biome-ignore lint/performance/noReExportAll: `v` is the option schemas' builder, published as one namespace.
export * as v from './validation/schema.js'
export type {
  EngineOptions as WalletConnectEngineOptions,
  PairResult as WalletConnectPairResult,
  WalletConnectEngine,
  WalletConnectEngineFactory,
} from './walletConnect/engineTypes.js'
export type * from './walletConnect/state.js'
