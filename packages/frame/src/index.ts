// The embedded wallet's frame protocol: what the dApp's page and the secure site share.

export { isOriginAllowed } from './allowedOrigins.js'
export {
  createFrameEip1193Provider,
  type Eip1193Event,
  type FrameEip1193Options,
  type FrameEip1193Provider,
  ProviderRpcError,
} from './eip1193Provider.js'
export {
  FRAME_MESSAGES,
  FrameError,
  type FrameErrorCode,
  type FrameErrorType,
  type FrameTimeoutReason,
} from './errors.js'
export { FRAME_EVENTS, FRAME_READY, FRAME_SESSION_UPDATE, type FrameEventName } from './events.js'
export {
  createFrameHost,
  type FrameHandlers,
  type FrameHost,
  type FrameHostOptions,
  type FrameHostStats,
  FrameReplyError,
} from './frameHost.js'
export { randomId } from './ids.js'
export { FRAME_LOCALES, type FrameLocale, isFrameLocale } from './locales.js'
export {
  createFrameTransport,
  type FrameTransport,
  type FrameTransportOptions,
  type FrameTransportStats,
} from './pageTransport.js'
export {
  FRAME_REPLY_MESSAGES,
  type FrameReplyCode,
  frameReplyError,
} from './replyCodes.js'
export {
  ACTION_NOT_ALLOWED_MESSAGE,
  isSafeRpcMethod,
  RPC_NOT_ALLOWED_MESSAGE,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from './rpcMethods.js'
export {
  type AppEvent,
  appEventSchema,
  errorPayloadSchema,
  type FrameErrorPayload,
  type FrameEvent,
  type FrameRpcRequest,
  type FrameUser,
  frameEventSchema,
  type RequestPayload,
  type ResponsePayload,
  requestSchemas,
  responseSchemas,
  rpcRequestSchema,
  userSchema,
} from './schemas.js'
export {
  EMAIL_LOGIN_COOLDOWN_MS,
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  NO_READINESS_TIMEOUT,
  REQUEST_TIMEOUT_EVENTS,
} from './timing.js'
