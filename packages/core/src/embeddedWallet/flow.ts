/**
 * The embedded wallet's flow, loaded with import() when the visitor picks email (or a stored
 * embedded session is resynced): the secure site's frame, email login, email update and the
 * approval of signing requests. Nothing here runs at page load. Each part lives in its own file:
 * the shared session and frame (flowSession.ts, frameLoader.ts), the wallet the adapter connects
 * (frameWallet.ts), the end of a login (finishLogin.ts), email (emailSteps.ts), social login and
 * Farcaster (social.ts, farcaster.ts), smart accounts (smartAccount.ts).
 */
// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'
import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import type { FoyerContext } from '../instance/context.js'
import { withApproval } from './approval.js'
import { createOriginCheck } from './checks.js'
import type { EmbeddedWalletFlow } from './controller.js'
import { createEmailSteps } from './emailSteps.js'
import { EmbeddedWalletError } from './errors.js'
import { createFarcasterLogin } from './farcaster.js'
import { createFinishLogin, type FinishLogin } from './finishLogin.js'
import { alertFromServer, createFlowSession, type FlowSession } from './flowSession.js'
import { createFrameWallet, type FrameWallet } from './frameWallet.js'
import { EMBEDDED_NAMESPACE } from './shared.js'
import { createSmartAccounts } from './smartAccount.js'
import { createSocialLogin } from './social.js'

export function createEmbeddedWalletFlow(
  context: FoyerContext,
  /** The modal's language tag, as `foyer.embeddedWallet.setLocale` last set it. */
  locale: () => string | undefined = () => undefined,
): EmbeddedWalletFlow {
  const session = createFlowSession(context, locale)
  const { fail, patch, step } = session
  const checkOrigin = createOriginCheck(context)
  let frameWallet: FrameWallet | undefined
  const smart = createSmartAccounts(context, {
    patch,
    emit: (event, payload) => frameWallet?.emit(event, payload),
    user: () => session.user,
    setUser: (next) => {
      session.user = next
    },
  })
  frameWallet = createFrameWallet(context, session, async (chainId) =>
    smart.followChain(await session.frame.ready(), chainId),
  )
  const finish = createFinishLogin(context, session, frameWallet.wallet, smart.sync)
  const deps = { checkOrigin, step, finish, patch }
  const social = createSocialLogin(context, deps)
  const farcaster = createFarcasterLogin(context, deps)
  /** A step on the frame that the visitor approves on the secure site's own card. */
  const approved = async (name: 'EXPORT_PRIVATE_KEY' | 'ADD_PASSKEY') => {
    const current = await session.frame.ready()
    await withApproval(context, current, name, () => current.request(name, undefined))
  }

  return {
    ...createEmailSteps(context, session, checkOrigin, finish),
    exportPrivateKey: () => approved('EXPORT_PRIVATE_KEY'),
    // The secure site's card lists the wallet's passkeys and creates one on the visitor's press there.
    addPasskey: () => approved('ADD_PASSKEY'),
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
      await smart.setPreferred(await session.frame.ready(), type, session.chainId)
    },
    resync: (adapter) => resync(context, session, finish, adapter),
    signOut: () => session.signOut(),
    connectSocial: (provider, popup) => social.connect(provider, popup),
    cancelSocial: () => social.cancel(),
    connectFarcaster: () => farcaster.connect(),
    // Nameless (no email, no user name): the modal shows its own 'Email wallet' (`emailWalletName`).
    walletInfo: () =>
      session.user ? { name: session.user.email ?? session.user.userName ?? '' } : undefined,
    syncLocale: () => session.frame.syncLocale(),
    destroy: () => session.frame.destroy(),
  }
}

/** A stored session, if the secure site still knows it: connected without a login, else forgotten. */
async function resync(
  context: FoyerContext,
  session: FlowSession,
  finish: FinishLogin,
  adapter: ChainAdapter,
): Promise<AdapterConnection | null> {
  const token = context.storage.getEmbedded('session')
  if (!token || adapter.namespace !== EMBEDDED_NAMESPACE) return null
  try {
    const current = await session.frame.ready()
    const { isConnected } = await current.request('IS_CONNECTED', { token })
    if (!isConnected) {
      session.forget()
      return null
    }
    return await finish(current, false)
  } catch (error) {
    alertFromServer(context, error)
    session.forget()
    return null
  }
}
