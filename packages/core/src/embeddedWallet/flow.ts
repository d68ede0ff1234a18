/**
 * The embedded wallet's flow, loaded with import() when the visitor picks email (or a stored
 * embedded session is resynced): the secure site's frame, email login, email update and the
 * approval of signing requests. Nothing here runs at page load.
 */
import {
  createFrameEip1193Provider,
  createFrameTransport,
  FrameError,
  type FrameTransport,
  type FrameUser,
  isFrameLocale,
  UNSAFE_RPC_METHODS,
} from '@foyer/frame'
import { setAccount } from '../actions/accountState.js'
import { applyConnection, routeForNetwork } from '../actions/applyConnection.js'
import { refreshAccount } from '../actions/refreshAccount.js'
import { ALERTS, alertForServerMessage } from '../alerts/alerts.js'
import { DISALLOWED_RPC_ERROR_DELAY_MS, SDK_TYPE, SDK_VERSION } from '../constants.js'
import { ConnectError } from '../errors/errors.js'
import { toErrorMessage } from '../errors/toUserMessage.js'
import type { FoyerContext } from '../instance/context.js'
import { currentRoute, pushRoute, resetRoute, toRoute } from '../router/router.js'
import type { ViewName } from '../router/types.js'
import { withApproval } from './approval.js'
import { createOriginCheck, validCode, validEmail } from './checks.js'
import type { EmbeddedWalletFlow } from './controller.js'
import { codeInFrameError, EmbeddedWalletError } from './errors.js'
import { createFarcasterLogin } from './farcaster.js'
import { cooldownError, cooldownLeftSeconds, EMBEDDED_NAMESPACE, embeddedError } from './shared.js'
import { createSmartAccounts } from './smartAccount.js'
import { createSocialLogin } from './social.js'
import type { EmbeddedWallet, EmbeddedWalletEventMap, EmbeddedWalletState } from './types.js'

type Listeners = { [E in keyof EmbeddedWalletEventMap]: Set<(payload: EmbeddedWalletEventMap[E]) => void> }

export function createEmbeddedWalletFlow(
  context: FoyerContext,
  /** The modal's language tag, as `foyer.embeddedWallet.setLocale` last set it. */
  locale: () => string | undefined = () => undefined,
): EmbeddedWalletFlow {
  const { store, storage, options } = context
  let transport: FrameTransport | undefined
  let user: FrameUser | undefined
  let chainId = 1
  const listeners: Listeners = { accountsChanged: new Set(), chainChanged: new Set(), disconnect: new Set() }

  const patch = (next: Partial<EmbeddedWalletState>) =>
    store.setState({ embeddedWallet: { ...store.getState().embeddedWallet, ...next } })
  const fail = (error: unknown): never => {
    const failure = embeddedError(error)
    patch({ busy: false, error: toErrorMessage(failure) })
    throw failure
  }
  const appChainId = (): number => {
    const network = store.getState().caipNetwork
    if (network?.chainNamespace === EMBEDDED_NAMESPACE && typeof network.id === 'number') return network.id
    const stored = Number(storage.getEmbedded('lastUsedChainId'))
    if (Number.isSafeInteger(stored) && stored > 0) return stored
    const first = options.networks.find((n) => n.chainNamespace === EMBEDDED_NAMESPACE)
    return typeof first?.id === 'number' ? first.id : 1
  }

  const checkOrigin = createOriginCheck(context)

  const frame = async (): Promise<FrameTransport> => {
    if (!transport) {
      patch({ frame: 'loading' })
      transport = createFrameTransport({
        secureSiteUrl: options.secureSiteUrl,
        projectId: options.projectId ?? '',
        chainId: appChainId(),
        version: SDK_VERSION,
        locale: locale(),
        passkeyGrace: options.embeddedWallet?.passkeyGrace,
        onTimeout: (reason) =>
          store.setState({
            alert: reason === 'iframe_load_failed' ? ALERTS.IframeLoadFailed : ALERTS.IframeRequestTimeout,
          }),
        onSessionUpdate: (token) => storage.setEmbedded('session', token),
      })
      const current = transport
      current.ready.then(
        () => {
          patch({ frame: 'ready' })
          // Theme and app data go along once; their failure changes nothing for the visitor. Without a
          // themeMode the frame follows the visitor's colour scheme, as the modal does.
          if (options.themeMode)
            current.request('SYNC_THEME', { themeMode: options.themeMode }).catch(() => undefined)
          current
            .request('SYNC_DAPP_DATA', {
              projectId: options.projectId ?? '',
              sdkVersion: SDK_VERSION,
              sdkType: SDK_TYPE,
              ...(options.metadata
                ? { metadata: { ...options.metadata, icons: [...options.metadata.icons] } }
                : {}),
            })
            .catch(() => undefined)
        },
        () => {
          // A frame that never became ready is dropped, so the visitor's next try loads a fresh one.
          if (transport === current) transport = undefined
          current.destroy()
          patch({ frame: 'error' })
        },
      )
    }
    await transport.ready
    return transport
  }

  const go = (view: ViewName, replace = false) => {
    const { router } = store.getState()
    const next = replace
      ? { ...router, history: [...router.history.slice(0, -1), toRoute(view)] }
      : pushRoute(router, toRoute(view))
    store.setState({ router: next })
  }

  const emit = <E extends keyof EmbeddedWalletEventMap>(event: E, payload: EmbeddedWalletEventMap[E]) => {
    for (const listener of [...listeners[event]]) (listener as (p: typeof payload) => void)(payload)
  }

  const wallet: EmbeddedWallet = {
    address: () => user?.address ?? '',
    chainId: () => chainId,
    email: () => user?.email ?? undefined,
    async request(args) {
      const current = await frame()
      const provider = createFrameEip1193Provider(current, {
        getChainId: () => chainId,
        getAddress: () => user?.address,
      })
      const run = () => provider.request(args)
      try {
        return UNSAFE_RPC_METHODS.has(args.method)
          ? await withApproval(context, transport, args.method, run)
          : await run()
      } catch (error) {
        if ((error as { code?: unknown }).code === 4200) {
          // A disallowed method opens the modal and shows why, 300 ms later.
          if (!store.getState().open) store.setState({ open: true, router: resetRoute({ view: 'Account' }) })
          context.timers.set(
            () => void context.showSnackbar('error', { id: 'rpcNotAllowed' }),
            DISALLOWED_RPC_ERROR_DELAY_MS,
          )
        }
        throw error
      }
    },
    async switchChain(target) {
      const current = await frame()
      const result = await current.request('SWITCH_NETWORK', { chainId: target })
      chainId = Number(result.chainId)
      storage.setEmbedded('lastUsedChainId', String(chainId))
      emit('chainChanged', { chainId })
      await smart.followChain(current, chainId)
    },
    async disconnect() {
      await signOut()
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>
      set.add(listener)
      return () => set.delete(listener)
    },
  }

  const forget = () => {
    user = undefined
    for (const key of [
      'session',
      'email',
      'emailLoginUsed',
      'lastEmailLoginTime',
      'socialUsername',
      'socialProvider',
    ] as const)
      storage.setEmbedded(key, undefined)
    patch({
      busy: false,
      email: undefined,
      newEmail: undefined,
      error: undefined,
      approval: undefined,
      userName: undefined,
      loginProvider: undefined,
      social: undefined,
      farcaster: undefined,
      accountType: undefined,
      accounts: undefined,
      smartAccountDeployed: undefined,
    })
  }

  const signOut = async () => {
    const current = transport
    forget()
    if (current) await current.request('SIGN_OUT', undefined).catch(() => undefined)
  }

  /** GET_USER, then the adapter's connector: the end of every login. */
  const finish = async (current: FrameTransport, fresh: boolean) => {
    const reported = await current.request('GET_USER', { chainId: appChainId() })
    chainId = Number(reported.chainId) || appChainId()
    user = await smart.sync(current, reported, chainId)
    storage.setEmbedded('emailLoginUsed', 'true')
    storage.setEmbedded('lastUsedChainId', String(chainId))
    if (user.email) storage.setEmbedded('email', user.email)
    const adapter = context.adapters.get(EMBEDDED_NAMESPACE)
    if (!adapter?.connectEmbeddedWallet)
      throw new ConnectError(EMBEDDED_NAMESPACE, 'The embedded wallet needs an EVM adapter', {
        messageId: 'errorEmbeddedWalletNeedsEvm',
      })
    if (fresh) setAccount(context, EMBEDDED_NAMESPACE, { status: 'connecting' })
    const connection = await adapter.connectEmbeddedWallet(wallet)
    if (!connection)
      throw new ConnectError(EMBEDDED_NAMESPACE, 'The embedded wallet has no account', {
        messageId: 'errorEmbeddedWalletNoAccount',
      })
    // A wallet without an email was made by a social or Farcaster login (social.ts notes which).
    const provider = user.email ? undefined : storage.getEmbedded('socialProvider')
    patch({
      busy: false,
      error: undefined,
      email: user.email ?? undefined,
      userName: user.userName ?? undefined,
      loginProvider: provider as EmbeddedWalletState['loginProvider'],
    })
    if (!fresh) return connection
    const { supported } = applyConnection(context, EMBEDDED_NAMESPACE, connection)
    // One rule for every connect: done, the modal closes (a sign-in step, when one follows, opens it).
    routeForNetwork(context, supported, true)
    await refreshAccount(context)
    return connection
  }

  const step = async <T>(run: (current: FrameTransport) => Promise<T>): Promise<T> => {
    patch({ busy: true, error: undefined })
    try {
      const current = await frame()
      const result = await run(current)
      patch({ busy: false })
      return result
    } catch (error) {
      const alert = error instanceof FrameError ? alertForServerMessage(error.shortMessage) : undefined
      if (alert) store.setState({ alert })
      return fail(error)
    }
  }

  const sendLoginCode = async (email: string) => {
    const left = cooldownLeftSeconds(storage.getEmbedded('lastEmailLoginTime'), Date.now())
    if (left > 0) fail(cooldownError(left))
    await checkOrigin().catch(fail)
    return step(async (current) => {
      const { action } = await current.request('CONNECT_EMAIL', { email })
      const now = Date.now()
      storage.setEmbedded('lastEmailLoginTime', String(now))
      patch({ email, cooldownUntil: now + 30_000 })
      return action
    })
  }

  const social = createSocialLogin(context, { checkOrigin, step, finish, patch })
  const smart = createSmartAccounts(context, {
    patch,
    emit,
    user: () => user,
    setUser: (next) => {
      user = next
    },
  })
  const farcaster = createFarcasterLogin(context, { checkOrigin, step, finish, patch })

  return {
    async connectEmail(value) {
      const email = validEmail(value)
      const action = await sendLoginCode(email)
      const view = currentRoute(store.getState().router)?.view
      const onOtp = view === 'EmailVerifyOtp' || view === 'EmailVerifyDevice'
      if (action === 'VERIFY_DEVICE') go('EmailVerifyDevice', onOtp)
      else if (action === 'VERIFY_OTP') go('EmailVerifyOtp', onOtp)
      else await step((current) => finish(current, true))
    },
    async connectDevice() {
      await step((current) => current.request('CONNECT_DEVICE', undefined))
      go('EmailVerifyOtp', true)
    },
    async connectOtp(value) {
      const otp = validCode(value)
      await step(async (current) => {
        await current.request('CONNECT_OTP', { otp })
        await finish(current, true)
      })
    },
    async updateEmail(value) {
      const email = validEmail(value)
      patch({ newEmail: email, error: undefined })
      // Both codes are typed on the secure site's own card (the frame shows while it asks), never on
      // this page: a page that saw them could move the account to another address.
      const current = await frame().catch(fail)
      const answer = await withApproval(context, current, 'UPDATE_EMAIL', () =>
        current.request('UPDATE_EMAIL', { email }),
      ).catch(fail)
      if (answer.action !== 'UPDATED' || !answer.newEmail)
        fail(
          new EmbeddedWalletError('The secure site did not update the email', {
            messageId: 'errorEmbeddedCodeInFrame',
          }),
        )
      const newEmail = answer.newEmail as string
      if (user) user = { ...user, email: newEmail }
      storage.setEmbedded('email', newEmail)
      patch({ email: newEmail, newEmail: undefined })
      const state = store.getState()
      const account = state.accounts[EMBEDDED_NAMESPACE]
      if (account?.connectedWalletInfo)
        setAccount(context, EMBEDDED_NAMESPACE, {
          ...account,
          connectedWalletInfo: { ...account.connectedWalletInfo, name: newEmail },
        })
      store.setState({ router: resetRoute({ view: 'Account' }) })
      void context.showSnackbar('success', { id: 'emailUpdated' })
    },
    // Kept for the interface: a code typed on the page completes nothing any more.
    updateEmailPrimaryOtp: async () => fail(codeInFrameError()),
    updateEmailSecondaryOtp: async () => fail(codeInFrameError()),
    async exportPrivateKey() {
      const current = await frame()
      await withApproval(context, current, 'EXPORT_PRIVATE_KEY', () =>
        current.request('EXPORT_PRIVATE_KEY', undefined),
      )
    },
    async addPasskey() {
      // The secure site's card lists the wallet's passkeys and creates one on the visitor's press there.
      const current = await frame()
      await withApproval(context, current, 'ADD_PASSKEY', () => current.request('ADD_PASSKEY', undefined))
    },
    async connectPasskey() {
      await checkOrigin().catch(fail)
      await step(async (current) => {
        await withApproval(context, current, 'CONNECT_PASSKEY', () =>
          current.request('CONNECT_PASSKEY', undefined),
        )
        await finish(current, true)
      })
    },
    async setPreferredAccountType(type) {
      if (type !== 'eoa' && type !== 'smartAccount')
        fail(
          new EmbeddedWalletError('The account type is eoa or smartAccount', {
            messageId: 'errorAccountTypeInvalid',
          }),
        )
      const current = await frame()
      await smart.setPreferred(current, type, chainId)
    },
    async resync(adapter) {
      const token = storage.getEmbedded('session')
      if (!token || adapter.namespace !== EMBEDDED_NAMESPACE) return null
      try {
        const current = await frame()
        const { isConnected } = await current.request('IS_CONNECTED', { token })
        if (!isConnected) {
          forget()
          return null
        }
        return await finish(current, false)
      } catch (error) {
        const alert = error instanceof FrameError ? alertForServerMessage(error.shortMessage) : undefined
        if (alert) store.setState({ alert })
        forget()
        return null
      }
    },
    signOut,
    connectSocial: (provider, popup) => social.connect(provider, popup),
    cancelSocial: () => social.cancel(),
    connectFarcaster: () => farcaster.connect(),
    // Nameless (no email, no user name): the modal shows its own 'Email wallet' (`emailWalletName`).
    walletInfo: () => (user ? { name: user.email ?? user.userName ?? '' } : undefined),
    syncLocale() {
      const tag = locale()
      // Only one of the frame's tags goes out; a frame that fails to switch keeps its language.
      if (transport && isFrameLocale(tag))
        transport.request('SYNC_LOCALE', { locale: tag }).catch(() => undefined)
    },
    destroy() {
      transport?.destroy()
      transport = undefined
    },
  }
}
