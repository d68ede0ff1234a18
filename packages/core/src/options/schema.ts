import * as v from '../validation/schema.js'

const namespace = v.oneOf(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])
const url = v.url({ error: 'must be a URL' })
const nonEmpty = v.string().check(v.minLength(1, { error: 'must not be empty' }))
const strings = v.array(v.string())

/** A CaipNetwork (§3); caipNetworkId must agree with chainNamespace and id. */
const networkSchema = v
  .object({
    id: v.union([v.int().check(v.minimum(0)), nonEmpty], { error: 'must be a chain id (number or string)' }),
    caipNetworkId: v.string().check(v.regex(/^[a-z0-9]+:.+$/, { error: 'must be "namespace:chainId"' })),
    chainNamespace: namespace,
    name: nonEmpty,
    nativeCurrency: v.object({ name: v.string(), symbol: v.string(), decimals: v.int().check(v.minimum(0)) }),
    rpcUrls: v.object({
      default: v.object({ http: strings }),
      chainDefault: v.optional(v.object({ http: strings })),
    }),
    testnet: v.optional(v.boolean()),
  })
  .refine((n, addIssue) => {
    if (n.caipNetworkId !== `${n.chainNamespace}:${n.id}`) {
      addIssue({ path: ['caipNetworkId'], message: 'caipNetworkId must equal "chainNamespace:id"' })
    }
  })

const hasMethods = (value: unknown, methods: readonly string[]) =>
  typeof value === 'object' &&
  value !== null &&
  methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function')

const adapterSchema = v.custom<object>(
  (v) =>
    hasMethods(v, ['setup', 'getConnectors', 'connect', 'reconnect', 'disconnect', 'switchNetwork', 'on']) &&
    namespace.safeParse((v as { namespace?: unknown }).namespace).success,
  { error: 'must be a ChainAdapter (a namespace and the setup, connect, ... methods)' },
)

const storageSchema = v.custom<object>((v) => hasMethods(v, ['getItem', 'setItem', 'removeItem']), {
  error: 'must have getItem, setItem and removeItem',
})

const socials = v.oneOf(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])

const featuresSchema = v.strictObject({
  email: v.optional(v.boolean()),
  socials: v.optional(
    v.union([v.array(socials), v.literal(false)], { error: 'must be a list of socials or false' }),
  ),
  swaps: v.optional(v.boolean()),
  onramp: v.optional(v.boolean()),
  send: v.optional(v.boolean()),
  receive: v.optional(v.boolean()),
  history: v.optional(v.boolean()),
  analytics: v.optional(v.boolean()),
  allWallets: v.optional(v.boolean()),
  accountNames: v.optional(v.boolean()),
  connectMethodsOrder: v.optional(v.array(v.oneOf(['email', 'social', 'wallet']))),
  connectorTypeOrder: v.optional(
    v.array(
      v.oneOf(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']),
    ),
  ),
})

/** createFoyer's options (FoyerOptions). Unknown keys are rejected so typos surface early. */
export const optionsSchema = v
  .strictObject({
    projectId: v.optional(v.string()),
    networks: v.array(networkSchema).check(v.minLength(1, { error: 'must contain at least one network' })),
    defaultNetwork: v.optional(networkSchema),
    adapters: v.optional(v.array(adapterSchema)),
    metadata: v.optional(
      v.object({ name: v.string(), description: v.string(), url: v.string(), icons: strings }),
    ),
    features: v.optional(featuresSchema),
    themeMode: v.optional(v.oneOf(['light', 'dark'])),
    themeVariables: v.optional(v.record(v.string(), v.optional(v.union([v.string(), v.number()])))),
    featuredWalletIds: v.optional(strings),
    includeWalletIds: v.optional(strings),
    excludeWalletIds: v.optional(strings),
    enableWalletConnect: v.optional(v.boolean()),
    allowUnsupportedChain: v.optional(v.boolean()),
    apiUrl: v.optional(url),
    blockchainApiUrl: v.optional(url),
    nameZone: v.optional(
      v
        .string()
        .check(v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: 'must be a domain name such as foyer.id' })),
    ),
    secureSiteUrl: v.optional(url),
    relayUrl: v.optional(url),
    storage: v.optional(storageSchema),
    storageKey: v.optional(nonEmpty),
    ssr: v.optional(v.boolean()),
    walletConnect: v.optional(
      v.strictObject(
        {
          verify: v.optional(v.boolean({ error: 'must be a boolean' })),
          storage: v.optional(
            v.custom<object>(
              (v) => hasMethods(v, ['getKeys', 'getEntries', 'getItem', 'setItem', 'removeItem']),
              { error: 'must have getKeys, getEntries, getItem, setItem and removeItem' },
            ),
          ),
        },
        { error: 'must be an object' },
      ),
    ),
    siwx: v.optional(
      v.custom<object>(
        (v) => hasMethods(v, ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions']),
        {
          error: 'must be a SIWX config (createMessage, addSession, revokeSession, setSessions, getSessions)',
        },
      ),
    ),
    siweConfig: v.optional(
      v.custom<object>(
        (v) => hasMethods(v, ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut']),
        {
          error: 'must be a SIWE config',
        },
      ),
    ),
    isMobile: v.optional(
      v.union([v.boolean(), v.custom((v) => typeof v === 'function')], {
        error: 'must be a boolean or a function',
      }),
    ),
  })
  .refine((options, addIssue) => {
    const ids = options.networks.map((n) => n.caipNetworkId)
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        addIssue({ path: ['networks', index], message: `duplicate network ${id}` })
    })
    if (options.defaultNetwork && !ids.includes(options.defaultNetwork.caipNetworkId)) {
      addIssue({ path: ['defaultNetwork'], message: 'must be one of "networks"' })
    }
    const namespaces = (options.adapters ?? []).map((a) => (a as { namespace: string }).namespace)
    namespaces.forEach((ns, index) => {
      if (namespaces.indexOf(ns) !== index)
        addIssue({ path: ['adapters', index], message: `a second adapter for namespace ${ns}` })
    })
  })
