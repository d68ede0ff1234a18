import type { ConnectMethod } from '../instance/features.js'
import { WALLET_FIRST_CONNECT_METHODS_ORDER } from '../options/connectionDefaults.js'
import { DEFAULT_CONNECT_METHODS_ORDER } from '../options/defaults.js'
import type { Connector } from '../types/connector.js'

export interface ConnectMethodsOrderInput {
  connectors: readonly Connector[]
  email: boolean
  socials: readonly string[] | false
  /** features.connectMethodsOrder; wins over both defaults. */
  configured?: readonly ConnectMethod[] | undefined
}

/**
 * The connect methods the Connect view shows, in order: a configured order wins; else
 * wallet first when an announced or injected wallet is present, else email, social, wallet.
 * Email and social appear only when enabled; wallet always appears once.
 *
 * @example
 * getConnectMethodsOrder({ connectors: [], email: true, socials: ['google'] }) // ['email', 'social', 'wallet']
 */
export function getConnectMethodsOrder(input: ConnectMethodsOrderInput): ConnectMethod[] {
  const hasBrowserWallet = input.connectors.some((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
  const base =
    input.configured && input.configured.length > 0
      ? input.configured
      : hasBrowserWallet
        ? WALLET_FIRST_CONNECT_METHODS_ORDER
        : DEFAULT_CONNECT_METHODS_ORDER
  const enabled: Record<ConnectMethod, boolean> = {
    email: input.email,
    social: Array.isArray(input.socials) && input.socials.length > 0,
    wallet: true,
  }
  return [...new Set([...base, 'wallet' as const])].filter((method) => enabled[method])
}
