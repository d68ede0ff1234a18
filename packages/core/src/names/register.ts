import * as z from 'zod/mini'
import { apiPost } from '../api/request.js'
import { isUserRejection } from '../errors/toUserMessage.js'
import type { FoyerContext } from '../instance/context.js'
import { blockchainApi } from '../portfolio/blockchainContext.js'
import { forgetIdentity } from '../portfolio/fetchIdentity.js'
import { replaceRoute } from '../router/router.js'
import { AccountNameError, chainIdToCoinType, validateAccountName } from './rules.js'
import type { NamesState } from './types.js'

const registeredSchema = z.object({ name: z.string() })

const setNames = (context: FoyerContext, patch: Partial<NamesState>) =>
  context.store.setState((state) => ({ names: { ...state.names, ...patch } }))

/**
 * Registers `<label>.<zone>` for the connected EVM account (§4): the wallet signs the JSON
 * {name, attributes, timestamp}, the service checks the signature (smart accounts included) and
 * stores the name under the chain's coin type (§9), then RegisterAccountNameSuccess shows and the
 * account's profileName is the new name. On failure the register view stays with the reason, and
 * an error snackbar says 'Error registering name {name}' (§8). Resolves the full name.
 * @throws AccountNameError ('Invalid chainId', §5's name text, §8's text) or the wallet's rejection.
 */
export async function registerName(
  context: FoyerContext,
  label: string = context.store.getState().names.query,
): Promise<string> {
  const problem = validateAccountName(label)
  if (problem) {
    setNames(context, { error: problem })
    throw new AccountNameError(problem)
  }
  const state = context.store.getState()
  const account = state.accounts.eip155
  const network = state.caipNetwork
  const adapter = context.adapters.get('eip155')
  if (
    account?.status !== 'connected' ||
    !account.address ||
    network?.chainNamespace !== 'eip155' ||
    !adapter?.signMessage
  )
    throw new AccountNameError('Connect a wallet that can sign messages first')
  const name = `${label.toLowerCase()}.${context.options.nameZone}`
  const address = account.address
  const coinType = chainIdToCoinType(Number(network.id))
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  try {
    setNames(context, { status: 'signing', error: undefined })
    const signature = await adapter.signMessage({ message, address })
    setNames(context, { status: 'registering' })
    await apiPost(
      blockchainApi(context),
      '/v1/profile/account',
      {},
      { coin_type: coinType, address, message, signature },
      registeredSchema,
    )
  } catch (error) {
    const reason = isUserRejection(error)
      ? 'Signature declined'
      : ((error as { details?: string }).details ?? `Error registering name ${name}`)
    setNames(context, { status: 'idle', error: reason })
    context.store.setState((s) => ({ router: replaceRoute(s.router, { view: 'RegisterAccountName' }) }))
    void context.showSnackbar('error', `Error registering name ${name}`)
    throw error
  }
  forgetIdentity(context, address)
  const now = context.store.getState()
  const current = now.accounts.eip155
  if (current?.status === 'connected' && current.address === address)
    context.store.setState({ accounts: { ...now.accounts, eip155: { ...current, profileName: name } } })
  setNames(context, { status: 'idle', registered: name, suggestions: [], query: '' })
  context.store.setState((s) => ({ router: replaceRoute(s.router, { view: 'RegisterAccountNameSuccess' }) }))
  return name
}
