/**
 * The end of every login (email, passkey, social, Farcaster) and of a stored session's resync: the
 * frame's user (GET_USER), then the adapter's connector, then the connected account.
 */
import type { FrameTransport, FrameUser } from '@foyer/frame'
import { setAccount } from '../actions/accountState.js'
import { applyConnection, routeForNetwork } from '../actions/applyConnection.js'
import { refreshAccount } from '../actions/refreshAccount.js'
import type { AdapterConnection } from '../adapter/types.js'
import { ConnectError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import { setEmbedded } from '../storage/remember.js'
import type { FlowSession } from './flowSession.js'
import { EMBEDDED_NAMESPACE } from './shared.js'
import type { EmbeddedWallet, EmbeddedWalletState } from './types.js'

/** `sync` takes the frame's user as current with its smart accounts (smartAccount.ts). */
export type FinishLogin = (current: FrameTransport, fresh: boolean) => Promise<AdapterConnection>

export function createFinishLogin(
  context: FoyerContext,
  session: FlowSession,
  wallet: EmbeddedWallet,
  sync: (current: FrameTransport, reported: FrameUser, chainId: number) => Promise<FrameUser>,
): FinishLogin {
  const { storage } = context
  return async (current, fresh) => {
    const reported = await current.request('GET_USER', { chainId: session.appChainId() })
    session.chainId = Number(reported.chainId) || session.appChainId()
    const user = await sync(current, reported, session.chainId)
    session.user = user
    setEmbedded(storage, 'emailLoginUsed', 'true')
    setEmbedded(storage, 'lastUsedChainId', String(session.chainId))
    if (user.email) setEmbedded(storage, 'email', user.email)
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
    session.patch({
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
}
