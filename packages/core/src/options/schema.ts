// createFoyer's options check, which runs in development builds only (resolveOptions.ts): nothing but that
// dead branch in production imports this module, so production builds leave it out whole.
import { InvalidOptionError } from '../errors/errors.js'
import type { FoyerOptions } from '../instance/foyerOptions.js'
import { ssrSupportOf } from '../ssr/support.js'
import {
  all,
  boolean,
  type Check,
  hasMethods,
  is,
  list,
  methods,
  nonEmpty,
  oneOf,
  optional,
  pathName,
  record,
  shape,
  string,
  url,
} from '../validation/check.js'
import {
  CHAIN_NAMESPACES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
} from './defaults.js'

const namespace = oneOf(CHAIN_NAMESPACES)
const strings = list(string)
const int = is(Number.isSafeInteger, 'must be an int')
const flag = optional(boolean)
const fn = optional(is((v) => typeof v === 'function', 'is a function'))

/** A CaipNetwork; caipNetworkId must agree with chainNamespace and id. */
const network = all(
  shape({
    id: is(
      (id) => (Number.isSafeInteger(id) && (id as number) >= 0) || (typeof id === 'string' && id !== ''),
      'must be a chain id (number or string)',
    ),
    caipNetworkId: all(
      string,
      is((id) => /^[a-z0-9]+:.+$/.test(id as string), 'must be "namespace:chainId"'),
    ),
    chainNamespace: namespace,
    name: nonEmpty,
    nativeCurrency: shape({
      name: string,
      symbol: string,
      decimals: all(
        int,
        is((decimals) => (decimals as number) >= 0, 'must be at least 0'),
      ),
    }),
    rpcUrls: shape({ default: shape({ http: strings }), chainDefault: optional(shape({ http: strings })) }),
    testnet: flag,
  }),
  (value) => {
    const n = value as { caipNetworkId: string; chainNamespace: string; id: string | number }
    return n.caipNetworkId === `${n.chainNamespace}:${n.id}`
      ? undefined
      : [['caipNetworkId'], 'caipNetworkId must equal "chainNamespace:id"']
  },
)

const adapter = is(
  (value) =>
    hasMethods(value, [
      'setup',
      'getConnectors',
      'connect',
      'reconnect',
      'disconnect',
      'switchNetwork',
      'on',
    ]) && !namespace((value as { namespace?: unknown }).namespace),
  'must be a ChainAdapter (a namespace and the setup, connect, ... methods)',
)

const socials = oneOf(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])

/** Each of `defaults`' keys as an optional boolean (the feature switches). */
const flags = (defaults: object): Record<string, Check> =>
  Object.fromEntries(Object.keys(defaults).map((key) => [key, flag]))

const features = shape(
  {
    // In DEFAULT_FEATURES' order, socials in its place.
    ...flags(DEFAULT_FEATURES),
    socials: optional(
      is((value) => value === false || !list(socials)(value), 'must be a list of socials or false'),
    ),
    connectMethodsOrder: optional(list(oneOf(DEFAULT_CONNECT_METHODS_ORDER))),
    connectorTypeOrder: optional(list(oneOf(DEFAULT_CONNECTOR_TYPE_ORDER))),
  },
  true,
)

/** What no single option can say: no network twice, the default among them, one adapter per namespace. */
const together: Check = (value) => {
  const options = value as {
    networks: { caipNetworkId: string }[]
    defaultNetwork?: { caipNetworkId: string }
    adapters?: { namespace: string }[]
  }
  const ids = options.networks.map((n) => n.caipNetworkId)
  const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index)
  if (twice >= 0) return [['networks', twice], `duplicate network ${ids[twice]}`]
  if (options.defaultNetwork && !ids.includes(options.defaultNetwork.caipNetworkId))
    return [['defaultNetwork'], 'must be one of "networks"']
  const namespaces = (options.adapters ?? []).map((a) => a.namespace)
  const second = namespaces.findIndex((ns, index) => namespaces.indexOf(ns) !== index)
  if (second >= 0) return [['adapters', second], `a second adapter for namespace ${namespaces[second]}`]
}

/** createFoyer's options (FoyerOptions). Unknown keys are rejected so typos surface early. */
const checkOptions: Check = all(
  shape(
    {
      projectId: optional(string),
      networks: list(network, 1, 'must contain at least one network'),
      defaultNetwork: optional(network),
      adapters: optional(list(adapter)),
      metadata: optional(shape({ name: string, description: string, url: string, icons: strings })),
      features: optional(features),
      defaultAccountTypes: optional(
        shape(
          {
            eip155: optional(oneOf(['smartAccount', 'eoa'])),
            solana: optional(oneOf(['eoa'])),
            bip122: optional(oneOf(['payment', 'ordinal'])),
            polkadot: optional(oneOf(['eoa'])),
          },
          true,
        ),
      ),
      themeMode: optional(oneOf(['light', 'dark'])),
      themeVariables: optional(
        record(
          optional(is((v) => typeof v === 'string' || typeof v === 'number', 'must be a string or a number')),
        ),
      ),
      featuredWalletIds: optional(strings),
      includeWalletIds: optional(strings),
      excludeWalletIds: optional(strings),
      enableWalletConnect: flag,
      allowUnsupportedChain: flag,
      apiUrl: optional(url),
      blockchainApiUrl: optional(url),
      nameZone: optional(
        all(
          string,
          is(
            (zone) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(zone as string),
            'must be a domain name such as foyer.id',
          ),
        ),
      ),
      secureSiteUrl: optional(url),
      relayUrl: optional(url),
      storage: optional(
        methods(['getItem', 'setItem', 'removeItem'], 'must have getItem, setItem and removeItem'),
      ),
      storageKey: optional(nonEmpty),
      ssr: flag,
      walletConnect: optional(
        shape(
          {
            verify: flag,
            storage: optional(
              methods(
                ['getKeys', 'getEntries', 'getItem', 'setItem', 'removeItem'],
                'must have getKeys, getEntries, getItem, setItem and removeItem',
              ),
            ),
            engine: fn,
          },
          true,
        ),
      ),
      embeddedWallet: optional(
        shape(
          {
            passkeyGrace: optional(
              is(
                (v) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 300,
                'must be a whole number of seconds from 0 to 300',
              ),
            ),
            frameTransport: fn,
          },
          true,
        ),
      ),
      siwx: optional(
        methods(
          ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'],
          'must be a SIWX config (createMessage, addSession, revokeSession, setSessions, getSessions)',
        ),
      ),
      siweConfig: optional(
        methods(
          ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'],
          'must be a SIWE config',
        ),
      ),
      isMobile: optional(
        is((v) => typeof v === 'boolean' || typeof v === 'function', 'must be a boolean or a function'),
      ),
    },
    true,
  ),
  together,
)

/**
 * Throws InvalidOptionError on the first problem of createFoyer's options, naming the option by its path
 * (`networks[0].rpcUrls`).
 */
export function assertOptions(options: FoyerOptions): void {
  const problem = checkOptions(options)
  if (problem) throw new InvalidOptionError(pathName(problem[0], 'options'), problem[1])
  // Server rendering's code comes with cookieStorage, so that a page without it carries none.
  if (options.ssr && !ssrSupportOf(options.storage))
    throw new InvalidOptionError(
      'ssr',
      'needs storage: cookieStorage (or createCookieStorage()) from @foyer/core/ssr',
    )
}
