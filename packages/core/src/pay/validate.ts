import type { CaipNetwork } from '../types/network.js'
import { isObject } from '../utils/isObject.js'
import { PayError } from './errors.js'
import type { PayState } from './types.js'

/** The namespaces Pay sends on: EVM (native and ERC-20) and Solana (SOL and SPL). */
const PAY_NAMESPACES = ['eip155', 'solana'] as const
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

// Stricter than utils/address.ts (which takes an EVM address without 0x): the wallet's transfer needs the
// 0x form. Its own patterns also keep utils/address.ts's checks out of the page's chunk.
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const addressCheck =
  (namespace: string) =>
  (value: unknown): value is string =>
    typeof value === 'string' && (namespace === 'solana' ? SOLANA_ADDRESS : EVM_ADDRESS).test(value)

/** The amount as a plain decimal string, or undefined when it is not a positive amount of the token. */
function amountText(amount: unknown, decimals: number): string | undefined {
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : amount
  if (typeof text !== 'string' || !DECIMAL.test(text.trim())) return undefined
  const [whole = '', fraction = ''] = text.trim().split('.')
  if (fraction.replace(/0+$/, '').length > decimals) return undefined
  if (!/[1-9]/.test(whole + fraction)) return undefined
  return text.trim()
}

/**
 * Checks an app's payment request against the app's networks; throws PayError with the reason
 * (INVALID_PAYMENT_CONFIG, INVALID_CHAIN_NAMESPACE, INVALID_RECIPIENT, INVALID_ASSET, INVALID_AMOUNT)
 * and details saying what is wrong. Returns the request with the amount as a decimal string.
 */
export function validatePayRequest(request: unknown, networks: readonly CaipNetwork[]): PayState['request'] {
  if (!isObject(request) || !isObject(request.paymentAsset))
    throw new PayError('INVALID_PAYMENT_CONFIG', {
      details: 'pay() takes { recipient, amount, paymentAsset }',
    })
  const { paymentAsset, recipient, amount, openInNewTab } = request
  const { network, asset, metadata } = paymentAsset
  const namespace = typeof network === 'string' ? network.split(':')[0] : undefined
  if (!PAY_NAMESPACES.includes(namespace as never))
    throw new PayError('INVALID_CHAIN_NAMESPACE', {
      details: `paymentAsset.network must be an eip155 or solana CAIP-2 id, got ${String(network)}`,
    })
  const found = networks.find((n) => n.caipNetworkId === network)
  if (!found)
    throw new PayError('INVALID_PAYMENT_CONFIG', {
      details: `paymentAsset.network ${String(network)} is not one of the "networks" option`,
    })
  const isAddress = addressCheck(found.chainNamespace)
  if (!isAddress(recipient))
    throw new PayError('INVALID_RECIPIENT', {
      details: `recipient is not an address of ${found.caipNetworkId}`,
    })
  if (asset !== 'native' && !isAddress(asset))
    throw new PayError('INVALID_ASSET', { details: "paymentAsset.asset must be 'native' or a token address" })
  if (
    !isObject(metadata) ||
    !isText(metadata.name) ||
    !isText(metadata.symbol) ||
    !Number.isInteger(metadata.decimals) ||
    (metadata.decimals as number) < 0 ||
    (metadata.decimals as number) > 36
  )
    throw new PayError('INVALID_ASSET', {
      details: 'paymentAsset.metadata needs a name, a symbol and decimals (an integer from 0 to 36)',
    })
  const decimals = metadata.decimals as number
  const text = amountText(amount, decimals)
  if (!text)
    throw new PayError('INVALID_AMOUNT', {
      details: `amount must be a positive number with at most ${decimals} decimals`,
    })
  if (openInNewTab !== undefined && typeof openInNewTab !== 'boolean')
    throw new PayError('INVALID_PAYMENT_CONFIG', { details: 'openInNewTab must be a boolean' })
  return {
    recipient: recipient as string,
    amount: text,
    paymentAsset: {
      network: found.caipNetworkId,
      asset: asset as string,
      metadata: { name: metadata.name as string, symbol: metadata.symbol as string, decimals },
    },
    openInNewTab: openInNewTab ?? true,
  }
}

/** The asset as CAIP-19: `eip155:1/slip44:60`, `eip155:1/erc20:0x…`, `solana:…/slip44:501`, `solana:…/token:…`. */
export function toCaip19(request: PayState['request']): string {
  const { network, asset } = request.paymentAsset
  const solana = network.startsWith('solana:')
  if (asset === 'native') return `${network}/slip44:${solana ? 501 : 60}`
  return `${network}/${solana ? 'token' : 'erc20'}:${asset}`
}
