import type { CaipNetwork, SendTokensParameters } from '@foyer/core'
import type { SignPsbtParameters } from './actions/signPsbt.js'
import type { BitcoinCore } from './internal/adapterCore.js'

/** What the adapter's estimateSend and sendTokens take (its BitcoinSendParameters). */
type SendParameters = SendTokensParameters & { network: CaipNetwork }

// What the BitcoinAdapter loads on demand, behind one import() of a module that imports nothing statically
// (types only): a bundler lists, in the importer's code, every chunk a dynamic import needs (for
// preloading), so the page lists none here, and these lists travel in this small chunk. Each part still loads on first use:
// connecting (the session chunk) when the modal opens, @scure/btc-signer with an address check, an
// estimate or a PSBT.

export const loadSession = () => import('./session/session.js')
export const loadBalance = () => import('./actions/balance.js')
export const loadWbipConnect = () => import('./wbip/connect.js')
export const loadAddress = () => import('./actions/address.js')
export const loadSend = () => import('./actions/send.js')

/**
 * What the modal's opening fetches ahead of a click: connecting, the first balance read, and a WBIP004
 * provider's connect code when one is on the page.
 */
export function preload(core: BitcoinCore): void {
  const wbip = core.wallets.list().some((wallet) => wallet.kind === 'wbip')
  // A failure shows when the first use imports it again.
  for (const load of [loadSession, loadBalance, ...(wbip ? [loadWbipConnect] : [])])
    load().catch(() => undefined)
}

// The work of BitcoinAdapter's methods, which the class forwards here: each loads its part on first use.

export const isAddress = async (core: BitcoinCore, address: string) =>
  (await loadAddress()).isAddress(address, core.network)

export async function estimateSend(core: BitcoinCore, parameters: SendParameters) {
  const network = core.resolve(parameters.network)
  return (await loadSend()).estimateSend(core.connection, network, parameters)
}

export async function sendTokens(core: BitcoinCore, parameters: SendParameters) {
  const network = core.resolve(parameters.network)
  return (await loadSend()).sendTokens(core.connection, network, parameters)
}

export const signMessage = async (
  core: BitcoinCore,
  parameters: { message: string; address?: string | undefined },
) => (await loadSession()).signMessage(core, parameters)

export const signPsbt = async (core: BitcoinCore, parameters: SignPsbtParameters) =>
  (await loadSession()).signPsbt(core, parameters)

export const getAccountAddresses = async (core: BitcoinCore) =>
  (await loadSession()).getAccountAddresses(core)
