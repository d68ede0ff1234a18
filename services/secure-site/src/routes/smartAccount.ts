import type { Hono } from 'hono'
import { post } from '../http/api.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'
import { deviceKeysOf } from '../passkeys/deviceKeys.js'
import {
  activeAccount,
  isDeployed,
  preferredAccountType,
  type SmartAccountContext,
  setPreferredAccountType,
  smartAccountAddress,
  smartAccountChains,
} from '../smart/smartAccounts.js'
import type { User } from '../store/users.js'
import { sessionUser } from './login.js'

const smartContextOf = (deps: SecureSiteDeps): SmartAccountContext => ({
  db: deps.db,
  rpcUrls: deps.config.rpcUrls,
  bundlerUrls: deps.config.bundlerUrls,
  ...(deps.fetch ? { fetch: deps.fetch } : {}),
})

/**
 * The user as the frame's GET_USER answers: `address` is the account acting on `chainId` (the
 * smart account where enabled and preferred), `accounts` lists both, the acting one first.
 */
export async function describeUser(deps: SecureSiteDeps, user: User, chainId: number) {
  const context = smartContextOf(deps)
  const base = { email: user.email, userName: user.userName, chainId }
  if (smartAccountChains(context).length === 0)
    return {
      ...base,
      address: user.address,
      accounts: [{ address: user.address, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
    }
  const [smart, preferred] = await Promise.all([
    smartAccountAddress(context, user),
    preferredAccountType(context, user),
  ])
  // What activeAccount decides, from the two reads above.
  const smartActs = preferred === 'smartAccount' && smartAccountChains(context).includes(chainId)
  const deployed = smartActs ? await isDeployed(context, chainId, smart) : false
  const eoa = { address: user.address, type: 'eoa' as const }
  const smartAccount = { address: smart, type: 'smartAccount' as const }
  return {
    ...base,
    address: smartActs ? smart : user.address,
    // The acting account first: the hosted kit's client signs as accounts[0].
    accounts: smartActs ? [smartAccount, eoa] : [eoa, smartAccount],
    preferredAccountType: preferred,
    smartAccountDeployed: deployed,
  }
}

/** The frame's smart-account calls: the enabled networks, the account on a chain, the preferred type. */
export function smartAccountRoutes(app: Hono, deps: SecureSiteDeps): void {
  const context = smartContextOf(deps)
  // Built here, not at module load: login.ts imports describeUser from this module.
  post(app, deps, '/api/smart-account/networks', async () => ({
    smartAccountEnabledNetworks: smartAccountChains(context),
  }))

  post(app, deps, '/api/smart-account/init', async ({ body, device }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    if (!smartAccountChains(context).includes(body.chainId))
      throw new ApiError(
        400,
        'SMART_ACCOUNT_UNSUPPORTED',
        'This application might not support Smart Accounts',
      )
    const address = await smartAccountAddress(context, user)
    return { address, isDeployed: await isDeployed(context, body.chainId, address) }
  })

  post(app, deps, '/api/smart-account/preferred', async ({ body, device }) => {
    const user = await sessionUser(deps, body.sessionToken, device)
    // Device mode signs as the key's own account in the frame; the Safe's user operations need the server.
    if (body.type === 'smartAccount' && (await deviceKeysOf(deps).mode(user.id)) === 'device')
      throw new ApiError(
        409,
        'KEY_ON_DEVICE',
        'The smart account is not available while the key is kept on your devices',
      )
    if (body.type === 'smartAccount' && !smartAccountChains(context).includes(body.chainId))
      throw new ApiError(
        400,
        'SMART_ACCOUNT_UNSUPPORTED',
        'This application might not support Smart Accounts',
      )
    await setPreferredAccountType(context, user, body.type)
    const active = await activeAccount(context, user, body.chainId)
    return { type: active.type, address: active.address }
  })
}
