import * as z from 'zod/mini'

const namespace = z.enum(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])
const url = z.url({ error: 'must be a URL' })
const nonEmpty = z.string().check(z.minLength(1, { error: 'must not be empty' }))
const strings = z.array(z.string())

/** A CaipNetwork (§3); caipNetworkId must agree with chainNamespace and id. */
export const networkSchema = z
  .object({
    id: z.union([z.int().check(z.minimum(0)), nonEmpty], { error: 'must be a chain id (number or string)' }),
    caipNetworkId: z.string().check(z.regex(/^[a-z0-9]+:.+$/, { error: 'must be "namespace:chainId"' })),
    chainNamespace: namespace,
    name: nonEmpty,
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.int().check(z.minimum(0)) }),
    rpcUrls: z.object({
      default: z.object({ http: strings }),
      chainDefault: z.optional(z.object({ http: strings })),
    }),
    testnet: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((n, ctx) => {
      if (n.caipNetworkId !== `${n.chainNamespace}:${n.id}`) {
        ctx.addIssue({
          code: 'custom',
          path: ['caipNetworkId'],
          message: 'caipNetworkId must equal "chainNamespace:id"',
        })
      }
    }),
  )

const hasMethods = (value: unknown, methods: readonly string[]) =>
  typeof value === 'object' &&
  value !== null &&
  methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function')

const adapterSchema = z.custom<object>(
  (v) =>
    hasMethods(v, [
      'setup',
      'getConnectors',
      'connect',
      'reconnect',
      'disconnect',
      'switchNetwork',
      'getBalance',
      'on',
    ]) && namespace.safeParse((v as { namespace?: unknown }).namespace).success,
  { error: 'must be a ChainAdapter (a namespace and the setup, connect, ... methods)' },
)

const storageSchema = z.custom<object>((v) => hasMethods(v, ['getItem', 'setItem', 'removeItem']), {
  error: 'must have getItem, setItem and removeItem',
})

const socials = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])

export const featuresSchema = z.strictObject({
  email: z.optional(z.boolean()),
  socials: z.optional(
    z.union([z.array(socials), z.literal(false)], { error: 'must be a list of socials or false' }),
  ),
  swaps: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  send: z.optional(z.boolean()),
  receive: z.optional(z.boolean()),
  history: z.optional(z.boolean()),
  analytics: z.optional(z.boolean()),
  allWallets: z.optional(z.boolean()),
  connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
  connectorTypeOrder: z.optional(
    z.array(z.enum(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])),
  ),
})

/** createFoyer's options (FoyerOptions). Unknown keys are rejected so typos surface early. */
export const optionsSchema = z
  .strictObject({
    projectId: z.optional(z.string()),
    networks: z.array(networkSchema).check(z.minLength(1, { error: 'must contain at least one network' })),
    defaultNetwork: z.optional(networkSchema),
    adapters: z.optional(z.array(adapterSchema)),
    metadata: z.optional(
      z.object({ name: z.string(), description: z.string(), url: z.string(), icons: strings }),
    ),
    features: z.optional(featuresSchema),
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    featuredWalletIds: z.optional(strings),
    includeWalletIds: z.optional(strings),
    excludeWalletIds: z.optional(strings),
    enableWalletConnect: z.optional(z.boolean()),
    allowUnsupportedChain: z.optional(z.boolean()),
    apiUrl: z.optional(url),
    blockchainApiUrl: z.optional(url),
    secureSiteUrl: z.optional(url),
    relayUrl: z.optional(url),
    storage: z.optional(storageSchema),
    storageKey: z.optional(nonEmpty),
    walletConnect: z.optional(
      z.strictObject(
        {
          verify: z.optional(z.boolean({ error: 'must be a boolean' })),
          storage: z.optional(
            z.custom<object>(
              (v) => hasMethods(v, ['getKeys', 'getEntries', 'getItem', 'setItem', 'removeItem']),
              { error: 'must have getKeys, getEntries, getItem, setItem and removeItem' },
            ),
          ),
        },
        { error: 'must be an object' },
      ),
    ),
    isMobile: z.optional(
      z.union([z.boolean(), z.custom((v) => typeof v === 'function')], {
        error: 'must be a boolean or a function',
      }),
    ),
  })
  .check(
    z.superRefine((options, ctx) => {
      const ids = options.networks.map((n) => n.caipNetworkId)
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index)
          ctx.addIssue({ code: 'custom', path: ['networks', index], message: `duplicate network ${id}` })
      })
      if (options.defaultNetwork && !ids.includes(options.defaultNetwork.caipNetworkId)) {
        ctx.addIssue({ code: 'custom', path: ['defaultNetwork'], message: 'must be one of "networks"' })
      }
      const namespaces = (options.adapters ?? []).map((a) => (a as { namespace: string }).namespace)
      namespaces.forEach((ns, index) => {
        if (namespaces.indexOf(ns) !== index)
          ctx.addIssue({
            code: 'custom',
            path: ['adapters', index],
            message: `a second adapter for namespace ${ns}`,
          })
      })
    }),
  )
