import { expect, it } from 'vitest'

// The package's runtime exports: adding one is a decision to publish it, removing or renaming one
// breaks apps. Update the snapshot (vitest -u) only for a change that is meant.
it('exports', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "ACTION_NOT_ALLOWED_MESSAGE",
      "EMAIL_LOGIN_COOLDOWN_MS",
      "FRAME_EVENTS",
      "FRAME_LOCALES",
      "FRAME_MESSAGES",
      "FRAME_READY",
      "FRAME_READY_DELAY_MS",
      "FRAME_READY_TIMEOUT_MS",
      "FRAME_REPLY_MESSAGES",
      "FRAME_REQUEST_TIMEOUT_MS",
      "FRAME_SESSION_UPDATE",
      "FrameError",
      "FrameReplyError",
      "NO_READINESS_TIMEOUT",
      "ProviderRpcError",
      "REQUEST_TIMEOUT_EVENTS",
      "RPC_NOT_ALLOWED_MESSAGE",
      "SAFE_RPC_METHODS",
      "UNSAFE_RPC_METHODS",
      "appEventSchema",
      "createFrameEip1193Provider",
      "createFrameHost",
      "createFrameTransport",
      "errorPayloadSchema",
      "frameEventSchema",
      "frameReplyError",
      "isFrameLocale",
      "isOriginAllowed",
      "isSafeRpcMethod",
      "randomId",
      "requestSchemas",
      "responseSchemas",
      "rpcRequestSchema",
      "userSchema",
    ]
  `)
})
