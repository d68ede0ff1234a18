import type { Provider } from 'sats-connect'

/**
 * A WBIP004 provider's entry in `window.btc_providers` (sats-connect's `Provider`): `id` is the provider
 * object's path on the window (`XverseProviders.BitcoinProvider`, `LeatherProvider`, ...).
 */
type WbipProviderInfo = Pick<Provider, 'id' | 'name' | 'icon' | 'methods'>

/** The listener registration sats-connect 4 hands a provider (`addListener({ eventName, cb })`). */
export interface WbipListenerInfo {
  eventName: 'accountChange' | 'networkChange' | 'disconnect'
  cb: (event: unknown) => void
}

/**
 * A sats-connect provider object: JSON-RPC over `request(method, params)`, answered with a JSON-RPC
 * response object (`{ result }` or `{ error }`; some providers throw the error response instead).
 */
export interface WbipProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(info: WbipListenerInfo): (() => void) | undefined
}

/** A provider the page offers: its `btc_providers` entry and the object it points to. */
export interface WbipWallet {
  readonly info: WbipProviderInfo
  readonly provider: WbipProvider
}

const isProvider = (value: unknown): value is WbipProvider =>
  typeof (value as { request?: unknown } | null)?.request === 'function'

/**
 * The object at a dotted path of the window (`XverseProviders.BitcoinProvider`), as sats-connect finds it;
 * a step past null or undefined gives undefined.
 */
const resolvePath = (scope: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((current, part) => (current as Record<string, unknown> | null)?.[part], scope)

/**
 * The WBIP004 providers listed in `window.btc_providers` whose object exists and answers `request`, one per
 * id. Reads only the window: no request to any provider.
 */
export function readWbipWallets(scope: unknown = globalThis.window): WbipWallet[] {
  if (!scope || typeof scope !== 'object') return []
  const listed = (scope as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(listed)) return []
  const wallets: WbipWallet[] = []
  for (const entry of listed as unknown[]) {
    const info = entry as Partial<WbipProviderInfo> | null
    if (typeof info?.id !== 'string' || typeof info.name !== 'string' || !info.name) continue
    if (wallets.some((w) => w.info.id === info.id)) continue
    const provider = resolvePath(scope, info.id)
    if (!isProvider(provider)) continue
    wallets.push({
      info: {
        id: info.id,
        name: info.name,
        icon: typeof info.icon === 'string' ? info.icon : '',
        ...(Array.isArray(info.methods) ? { methods: info.methods } : {}),
      },
      provider,
    })
  }
  return wallets
}
