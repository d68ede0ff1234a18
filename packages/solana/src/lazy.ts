import type { CaipNetwork, SendTokensParameters } from '@foyer/core'
import type { Transaction } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import type { TransactionInput } from './actions/sign.js'
import type { SolanaCore } from './internal/family.js'

/** What the adapter's estimateSend and sendTokens take (its SolanaSendParameters). */
type SendParameters = SendTokensParameters & { network: CaipNetwork }

// What the SolanaAdapter loads on demand, behind one import() of a module that imports nothing statically
// (types only): a bundler lists, in the importer's code, every chunk a dynamic import needs (for
// preloading), so the page lists none here, and these lists travel in this small chunk. Each part still
// loads on first use: connecting (the session chunk, no @solana/kit) when the modal opens, kit with a
// read, a signature or a send.

export const loadSession = () => import('./session/session.js')
export const loadSign = () => import('./actions/sign.js')
export const loadSend = () => import('./actions/send.js')

// The work of SolanaAdapter's methods, which the class forwards here: each loads its part on first use.

type Core = SolanaCore

export const getTokenBalance = async (
  core: Core,
  parameters: { address: string; token: string; network: CaipNetwork },
) => (await loadSession()).getTokenBalance(core, parameters)

export const isAddress = async (address: string) => (await loadSend()).isAddress(address)

export const estimateSend = async (core: Core, parameters: SendParameters) =>
  (await loadSend()).estimateSend(core.resolve(parameters.network), parameters)

export async function sendTokens(core: Core, parameters: SendParameters) {
  const network = core.resolve(parameters.network)
  return (await loadSend()).sendTokens(core.connection, network, parameters)
}

export const signMessage = async (core: Core, parameters: { message: string; address: string }) =>
  (await loadSession()).signMessage(core, parameters)

// The return types are named: inferred, the declarations would name @solana/kit's inner packages, which are
// not this package's dependencies.
export const signTransaction = async (core: Core, transaction: TransactionInput): Promise<Transaction> =>
  (await loadSign()).signTransaction(core.connection, core.network, transaction)

export const signTransactions = async (
  core: Core,
  transactions: readonly TransactionInput[],
): Promise<Transaction[]> => (await loadSign()).signTransactions(core.connection, core.network, transactions)

export const signAndSendTransaction = async (
  core: Core,
  transaction: TransactionInput,
  options: SolanaSignAndSendTransactionOptions | undefined,
) => (await loadSign()).signAndSendTransaction(core.connection, core.network, transaction, options)
