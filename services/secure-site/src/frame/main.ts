// The secure site's frame page (/sdk): answers the dApp page's requests (packages/frame's protocol)
// with the secure site's API, and asks the visitor before anything is signed. Bundled by routes.ts.

import {
  createFrameHost,
  type FrameHandlers,
  FrameReplyError,
  isSafeRpcMethod,
  RPC_NOT_ALLOWED_MESSAGE,
  UNSAFE_RPC_METHODS,
} from '@foyer/frame'
import type { AccountType, SecureSiteRequest } from '@foyer/frame/secure-site'
import {
  type ApiContext,
  api,
  deviceSecret,
  rpcReplyError,
  type SecureSiteCall,
  sessionStore,
} from './api.js'
import { askApproval } from './approval.js'
import { chainIdOf } from './chainIdOf.js'
import { describeRequest } from './describe.js'
import { deviceKeyApi, signWithDeviceKey } from './deviceKeyFlow.js'
import { emailUpdateHandlers } from './emailUpdate.js'
import { exportKey } from './exportKey.js'
import { feeEstimator } from './fees.js'
import { confirmWithPasskey, managePasskeys, signInWithPasskey } from './passkeys.js'
import { openFrameStorage, requestStorageAccessWhenUseful } from './storage.js'
import { applyLocale, textsOf } from './texts.js'
import { tokenReader } from './tokens.js'

type RpcExtra = Omit<SecureSiteRequest<'/api/rpc'>, 'sessionToken' | 'chainId' | 'request'>
type RpcCall = NonNullable<SecureSiteRequest<'/api/rpc'>['request']>

/** A request as the server takes it: params only when the page gave some (a list or an object). */
const rpcRequest = (method: string, params: unknown): RpcCall =>
  params === undefined ? { method } : { method, params: params as NonNullable<RpcCall['params']> }

const DEVICE_POLL_MS = 1000
// The Farcaster app answers through the relay; the frame asks its server about it this often.
const FARCASTER_POLL_MS = 1000
// Under the page's 30 s request timeout: the view asks again while the visitor finds the mail.
const DEVICE_WAIT_MS = 25_000
const FRAME_VERSION = '0.1.0'

/** The page that embeds this frame: the browser's own record first, the referrer as a fallback. */
function embeddingOrigin(): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

function start() {
  const query = new URLSearchParams(window.location.search)
  const projectId = query.get('projectId') ?? ''
  let chainId = chainIdOf(query.get('chainId')) ?? 1
  applyLocale(document, query.get('locale'))
  // The app's grace for plain message signatures after a passkey confirmation (the server caps it).
  const passkeyGrace = Math.min(Math.max(Math.trunc(Number(query.get('passkeyGrace')) || 0), 0), 300)
  const parentOrigin = embeddingOrigin()
  if (!parentOrigin || window.parent === window) return
  // Denied storage (another site's frame with third-party storage blocked) keeps both in memory.
  const storage = openFrameStorage(() => window.localStorage)
  const session = sessionStore(storage, parentOrigin)
  const context: ApiContext = { projectId, origin: parentOrigin, device: deviceSecret(storage) }
  requestStorageAccessWhenUseful(document, storage, {
    permissions: navigator.permissions,
    reopen: () => window.localStorage,
    // The granted storage's device secret (and session) from an earlier page, or this page's, moved there.
    onGranted: () => {
      context.device = deviceSecret(storage)
    },
  })
  let email: string | undefined
  let appName = parentOrigin
  let farcasterAttempt = 0
  const token = () => {
    const value = session.get()
    if (!value)
      throw new FrameReplyError('JWT validation error: JWT Token is not yet valid', {
        code: 'SESSION_EXPIRED',
      })
    return value
  }

  const call: SecureSiteCall = (path, body) => api(context, path, body)
  const rpc = async (method: string, params: unknown, extra: RpcExtra = {}) => {
    const answer = await call('/api/rpc', {
      sessionToken: session.get() ?? '',
      chainId,
      request: rpcRequest(method, params),
      ...extra,
    })
    if ('error' in answer) throw rpcReplyError(answer.error)
    return answer.result
  }

  const handlers: FrameHandlers = {
    async CONNECT_EMAIL({ email: address }) {
      const { action } = await call('/api/email/connect', { email: address })
      email = address
      return { action }
    },
    async CONNECT_DEVICE() {
      const until = Date.now() + DEVICE_WAIT_MS
      while (Date.now() < until) {
        const { approved } = await call('/api/email/device', { email: email ?? '' })
        if (approved) return undefined
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
      throw new FrameReplyError('This browser is not approved yet. Open the link in the email we sent you.', {
        code: 'DEVICE_NOT_APPROVED',
      })
    },
    async CONNECT_OTP({ otp }) {
      const { sessionToken } = await call('/api/email/otp', { email: email ?? '', otp })
      session.set(sessionToken)
      host.sendSessionUpdate(sessionToken)
      return undefined
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      return call('/api/social/redirect', { provider })
    },
    async CONNECT_SOCIAL({ uri }) {
      // The provider's answer came back through the page; the server trades it only for the
      // browser and page that started this login, once.
      const { sessionToken } = await call('/api/social/connect', { uri })
      session.set(sessionToken)
      host.sendSessionUpdate(sessionToken)
      const user = await call('/api/user', { sessionToken, chainId })
      email = user.email ?? undefined
      return { ...user, chainId }
    },
    async GET_FARCASTER_URI() {
      // A new code ends the wait for the previous one.
      farcasterAttempt++
      return call('/api/farcaster/uri', {})
    },
    async CONNECT_FARCASTER() {
      const attempt = farcasterAttempt
      for (;;) {
        if (attempt !== farcasterAttempt)
          throw new FrameReplyError('This Farcaster request was replaced', { code: 'FARCASTER_REPLACED' })
        const answer = await call('/api/farcaster/status', {})
        if (answer.state === 'completed' && answer.sessionToken) {
          session.set(answer.sessionToken)
          host.sendSessionUpdate(answer.sessionToken)
          return { userName: answer.userName ?? '' }
        }
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
      }
    },
    async IS_CONNECTED(payload) {
      if (payload?.token) session.set(payload.token)
      const current = session.get()
      if (!current) return { isConnected: false }
      const { isConnected } = await call('/api/session', {
        sessionToken: current,
      })
      if (!isConnected) session.set(undefined)
      return { isConnected }
    },
    async GET_USER(payload) {
      chainId = chainIdOf(payload?.chainId) ?? chainId
      const user = await call('/api/user', { sessionToken: token(), chainId })
      email = user.email ?? undefined
      return { ...user, chainId }
    },
    async SIGN_OUT() {
      farcasterAttempt++
      const current = session.get()
      session.set(undefined)
      if (current) await call('/api/sign-out', { sessionToken: current }).catch(() => undefined)
      return undefined
    },
    GET_CHAIN_ID: () => ({ chainId }),
    async SWITCH_NETWORK({ chainId: next }) {
      const previous = chainId
      chainId = chainIdOf(next) ?? Number(next)
      try {
        // The server answers only for chains it signs on ('Chain is not supported' otherwise).
        await rpc('eth_blockNumber', undefined)
      } catch (error) {
        chainId = previous
        throw error
      }
      return { chainId }
    },
    async RPC_REQUEST({ method, params }) {
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (!isSafeRpcMethod(method) && !UNSAFE_RPC_METHODS.has(method))
        throw new FrameReplyError(RPC_NOT_ALLOWED_MESSAGE, { code: 'RPC_NOT_ALLOWED' })
      if (isSafeRpcMethod(method)) return rpc(method, params)
      token()
      // Token symbols and decimals come from the chain through the secure site, never from the page.
      const request = await describeRequest(method, params, textsOf(document), {
        readToken: tokenReader(rpc),
        estimateFee: feeEstimator(rpc),
        chainId,
      })
      return askApproval(document, { ...request, appName, origin: parentOrigin }, async () => {
        // A passkey-protected wallet: the device confirms this exact request (the server made the
        // challenge from it) after the visitor pressed Approve.
        const confirmation = await call('/api/passkey/confirm/options', {
          sessionToken: token(),
          chainId,
          request: rpcRequest(method, params),
        })
        // Device mode: the same assertion's PRF output opens the key here, which signs here.
        if (confirmation.required && confirmation.device)
          return signWithDeviceKey(window, confirmation.options, confirmation.device, textsOf(document), {
            // viem's signing code loads only for a wallet that keeps its key on the device.
            sign: async (key) =>
              (await import('./deviceSign.js')).signOnDevice(key, method, params, chainId, rpc),
            send: (passkey, signed) => rpc(method, params, { passkey, signed }),
          })
        const passkey = await confirmWithPasskey(
          window,
          confirmation.required ? confirmation.options : undefined,
        )
        return rpc(method, params, passkey ? { passkey, ...(passkeyGrace ? { passkeyGrace } : {}) } : {})
      })
    },
    // Email update: both codes on the frame's own card; a code the page posts completes nothing.
    ...emailUpdateHandlers(document, call, {
      sessionToken: token,
      email: () => email,
      setEmail: (next) => {
        email = next
      },
    }),
    SYNC_THEME({ themeMode }) {
      document.documentElement.dataset.theme = themeMode === 'dark' ? 'dark' : 'light'
      return undefined
    },
    SYNC_LOCALE({ locale }) {
      applyLocale(document, locale)
      return undefined
    },
    SYNC_DAPP_DATA({ metadata }) {
      if (metadata?.name) appName = metadata.name
      return undefined
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => call('/api/smart-account/networks', {}),
    INIT_SMART_ACCOUNT: () =>
      call('/api/smart-account/init', {
        sessionToken: token(),
        chainId,
      }),
    SET_PREFERRED_ACCOUNT: ({ type }) =>
      call('/api/smart-account/preferred', {
        sessionToken: token(),
        chainId,
        // The page's word, as it sent it: the server refuses any but the two types.
        type: type as AccountType,
      }),
    async EXPORT_PRIVATE_KEY() {
      const sessionToken = token()
      await exportKey(document, email, {
        sendCode: async () => {
          await call('/api/export/request', { sessionToken })
        },
        reveal: async (otp) => {
          const confirmation = await call('/api/passkey/confirm/options', {
            sessionToken,
            export: true,
          })
          const passkey = await confirmWithPasskey(
            window,
            confirmation.required ? confirmation.options : undefined,
          )
          return (
            await call('/api/export', {
              sessionToken,
              otp,
              ...(passkey ? { passkey } : {}),
            })
          ).privateKey
        },
      })
      return undefined
    },
    async ADD_PASSKEY() {
      const sessionToken = token()
      await managePasskeys(
        document,
        window,
        email,
        {
          list: async () =>
            (
              await call('/api/passkey/list', {
                sessionToken,
              })
            ).passkeys,
          registrationOptions: async () =>
            (await call('/api/passkey/register/options', { sessionToken })).options,
          register: async (response) => (await call('/api/passkey/register', { sessionToken, response })).id,
          remove: async (id, otp) => {
            await call('/api/passkey/remove', { sessionToken, id, ...(otp ? { otp } : {}) })
          },
          sendRemoveCode: async () => {
            await call('/api/passkey/remove/request', { sessionToken })
          },
          device: deviceKeyApi(call, sessionToken),
        },
        parentOrigin,
      )
      return undefined
    },
    async CONNECT_PASSKEY() {
      const sessionToken = await signInWithPasskey(document, window, {
        options: async () => (await call('/api/passkey/login/options', {})).options,
        login: async (response) => (await call('/api/passkey/login', { response })).sessionToken,
      })
      session.set(sessionToken)
      host.sendSessionUpdate(sessionToken)
      const user = await call('/api/user', { sessionToken, chainId })
      email = user.email ?? undefined
      return { ...user, chainId }
    },
    RELOAD() {
      window.location.reload()
      return undefined
    },
  }

  const host = createFrameHost({
    parentOrigin,
    version: FRAME_VERSION,
    handlers,
    isAllowedOrigin: async (origin) => (await api({ ...context, origin }, '/api/origins/check', {})).allowed,
  })
  void host.start()
}

start()
