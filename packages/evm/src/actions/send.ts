// Loaded after the connect and switch code (actions/interactive.ts), which this imports so that a bundler
// keeps the code both use in that one chunk (lazy.ts says why).
import './interactive.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '@foyer/core'
import type { Config } from '@wagmi/core'
import { type Chain, type Client, createClient, custom, type EIP1193Provider } from 'viem'
import { WalletRequestError } from '../errors/errors.js'
import type { EvmNetworkInput } from '../network/toEvmNetwork.js'
import { parseParameters, withPrefix } from '../parameters.js'
import { estimateSend as estimate } from './estimateSend.js'
import { resolveName as resolve } from './resolveName.js'
import { checkedAddress, resolveNameParameters, sendCallParameters, sendParameters } from './sendSchemas.js'
import { sendCall as call, sendTokens as send } from './sendTokens.js'

// The EvmAdapter's Send methods load this module with import() on first use: parameter checks,
// viem's transfer encoding and wagmi's send actions stay out of the page load.

/** What EvmAdapter.estimateSend and sendTokens take. */
export interface SendParameters {
  from: string
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  /** ERC-20 contract; undefined for the native currency. */
  token?: string | undefined
  network: EvmNetworkInput
}

/** The adapter's read client and chain for a network (EvmAdapter's resolver). */
export type NetworkClient = (network: EvmNetworkInput) => { client: Client; chain: Chain; id: number }

/** Whether `address` is an EVM address, with a valid EIP-55 checksum when it is mixed-case. */
export const isAddress = (address: unknown): boolean => !checkedAddress(address)

/** The checked Send parameters, addresses with their 0x prefix. */
function sendInput(parameters: SendParameters) {
  const { from, to, amount, token } = parseParameters(sendParameters, parameters)
  return {
    from: withPrefix(from),
    to: withPrefix(to),
    amount,
    token: token === undefined ? undefined : withPrefix(token),
  }
}

/** The resolveName cache's key: chain id and lowercased name. Throws for invalid parameters. */
export function nameKey(clientOf: NetworkClient, parameters: { name: string; network: EvmNetworkInput }) {
  const { name } = parseParameters(resolveNameParameters, parameters)
  return `${clientOf(parameters.network).id}:${name.toLowerCase()}`
}

/** Validated resolveName: the address or null; WalletRequestError 'Error resolving name' on failure. */
export async function resolveName(
  clientOf: NetworkClient,
  parameters: { name: string; network: EvmNetworkInput },
): Promise<string | null> {
  const { name } = parseParameters(resolveNameParameters, parameters)
  const { client, chain } = clientOf(parameters.network)
  return resolve({ client, chain, name }).catch((error: unknown) => {
    throw new WalletRequestError('Error resolving name', { cause: error, messageId: 'resolveNameFailed' })
  })
}

/**
 * The embedded wallet's provider when it is the connection on chain `id`: it prices its own account's
 * transactions (its smart account pays for a user operation, which only its bundler can estimate).
 */
async function embeddedProvider(config: Config, id: number): Promise<EIP1193Provider | undefined> {
  const { current, connections } = config.state
  const connection = current ? connections.get(current) : undefined
  if (connection?.connector.id !== EMBEDDED_WALLET_CONNECTOR_ID || connection.chainId !== id) return undefined
  return (await connection.connector.getProvider()) as EIP1193Provider
}

/**
 * Validated estimateSend: the fee in wei. With the embedded wallet connected on that network the
 * wallet is asked (a smart account's fee is its user operation's, deployment included); otherwise
 * the chain's gas estimate times its gas price.
 */
export async function estimateSend(
  clientOf: NetworkClient,
  parameters: SendParameters,
  config: Config,
): Promise<{ fee: bigint }> {
  const { from, to, amount, token } = sendInput(parameters)
  const { client, chain, id } = clientOf(parameters.network)
  const wallet = await embeddedProvider(config, id)
  const priced = wallet ? createClient({ chain, transport: custom(wallet) }) : client
  return estimate(priced, { from, to, amount, token })
}

/** Validated sendTokens: the hash once mined. */
export async function sendTokens(
  config: Parameters<typeof send>[0],
  clientOf: NetworkClient,
  parameters: SendParameters,
): Promise<{ hash: string }> {
  const { from, to, amount, token } = sendInput(parameters)
  const { client, id } = clientOf(parameters.network)
  return send(config, client, { from, to, amount, token, chainId: id })
}

/** What EvmAdapter.sendTransaction takes. */
export interface SendCallParameters {
  from: string
  to: string
  data: string
  value: bigint
  gas?: bigint | undefined
  network: EvmNetworkInput
}

/** Validated sendTransaction: the hash once mined. */
export async function sendTransaction(
  config: Parameters<typeof call>[0],
  clientOf: NetworkClient,
  parameters: SendCallParameters,
): Promise<{ hash: string }> {
  const { from, to, data, value, gas } = parseParameters(sendCallParameters, parameters)
  const { client, id } = clientOf(parameters.network)
  return call(config, client, {
    from: withPrefix(from),
    to: withPrefix(to),
    data: data as `0x${string}`,
    value,
    gas,
    chainId: id,
  })
}
