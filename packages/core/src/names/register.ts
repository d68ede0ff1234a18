import { type NameRegistrationBody, type NameRegistrationMessage, profileNameSchema } from '@foyer/wire'
import { apiPost } from '../api/request.js'
import { HttpRequestError } from '../errors/connectionErrors.js'
import { isUserRejection } from '../errors/toUserMessage.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'
import type { FoyerMessage } from '../messages/types.js'
import { blockchainApi } from '../portfolio/blockchainContext.js'
import { forgetIdentity } from '../portfolio/fetchIdentity.js'
import { replaceRoute } from '../router/router.js'
import { AccountNameError, chainIdToCoinType, validateAccountName } from './rules.js'
import type { NamesState } from './types.js'

const setNames = (context: FoyerKernel, patch: Partial<NamesState>) =>
  context.store.setState((state) => ({ names: { ...state.names, ...patch } }))

/**
 * Registers `<label>.<zone>` for the connected EVM account: the wallet signs the JSON
 * {name, attributes, timestamp}, the service checks the signature (smart accounts included) and
 * stores the name under the chain's coin type, then RegisterAccountNameSuccess shows and the
 * account's profileName is the new name. On failure the register view stays with the reason
 * (`names.error`: `signatureDeclined`, `nameTaken`, `nameRegisterFailed` or the wallet's error), and an
 * error snackbar says 'Error registering name {name}' (`nameRegisterFailed`). Resolves the full name.
 * @throws AccountNameError (`nameInvalid`, `walletCannotSign`, `errorInvalidChainId`) or the wallet's
 * rejection.
 */
export async function registerName(
  context: FoyerKernel,
  label: string = context.store.getState().names.query,
): Promise<string> {
  const problem = validateAccountName(label)
  if (problem) {
    setNames(context, { error: problem })
    throw new AccountNameError(
      'Names may use letters, digits and hyphens only, and need at least 4 characters',
      { messageId: problem.id },
    )
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
    throw new AccountNameError('Connect a wallet that can sign messages first', {
      messageId: 'walletCannotSign',
    })
  const name = `${label.toLowerCase()}.${context.options.nameZone}`
  const address = account.address
  const coinType = chainIdToCoinType(Number(network.id))
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  } satisfies NameRegistrationMessage)
  try {
    setNames(context, { status: 'signing', error: undefined })
    const signature = await adapter.signMessage({ message, address })
    setNames(context, { status: 'registering' })
    await apiPost(
      blockchainApi(context),
      '/v1/profile/account',
      {},
      { coin_type: coinType, address, message, signature } satisfies NameRegistrationBody,
      profileNameSchema,
    )
  } catch (error) {
    const failed = { id: 'nameRegisterFailed', params: { name } } as const
    const reason: FoyerMessage = isUserRejection(error)
      ? { id: 'signatureDeclined' }
      : error instanceof HttpRequestError
        ? error.status === 409
          ? { id: 'nameTaken', params: { name } }
          : failed
        : errorMessage(error, failed)
    setNames(context, { status: 'idle', error: reason })
    context.store.setState((s) => ({ router: replaceRoute(s.router, { view: 'RegisterAccountName' }) }))
    void context.showSnackbar('error', failed)
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
