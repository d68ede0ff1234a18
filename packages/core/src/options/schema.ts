import { z } from 'zod'

const namespace = z.enum(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])
const url = z.url({ error: 'must be a URL' })
const fn = (message: string) =>
  z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', message)

/** A CaipNetwork (§3); caipNetworkId must agree with chainNamespace and id. */
export const networkSchema = z
  .object({
    id: z.union([z.number().int().nonnegative(), z.string().min(1)]),
    caipNetworkId: z.string().regex(/^[a-z0-9]+:.+$/, 'must be "namespace:chainId"'),
    chainNamespace: namespace,
    name: z.string().min(1),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0) }),
    rpcUrls: z.object({
      default: z.object({ http: z.array(z.string()).readonly() }),
      chainDefault: z.object({ http: z.array(z.string()).readonly() }).optional(),
    }),
    testnet: z.boolean().optional(),
  })
  .refine((n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`, {
    message: 'caipNetworkId must equal "chainNamespace:id"',
    path: ['caipNetworkId'],
  })

const adapterSchema = z.custom<object>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    namespace.safeParse((v as { namespace?: unknown }).namespace).success &&
    [
      'setup',
      'getConnectors',
      'connect',
      'reconnect',
      'disconnect',
      'switchNetwork',
      'getBalance',
      'on',
    ].every((m) => typeof (v as Record<string, unknown>)[m] === 'function'),
  'must be a ChainAdapter (a namespace and the setup, connect, ... methods)',
)

const storageSchema = z.custom<object>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    ['getItem', 'setItem', 'removeItem'].every(
      (m) => typeof (v as Record<string, unknown>)[m] === 'function',
    ),
  'must have getItem, setItem and removeItem',
)

const socials = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])

export const featuresSchema = z.strictObject({
  email: z.boolean().optional(),
  socials: z.union([z.array(socials).readonly(), z.literal(false)]).optional(),
  swaps: z.boolean().optional(),
  onramp: z.boolean().optional(),
  send: z.boolean().optional(),
  receive: z.boolean().optional(),
  history: z.boolean().optional(),
  analytics: z.boolean().optional(),
  allWallets: z.boolean().optional(),
  connectMethodsOrder: z
    .array(z.enum(['email', 'social', 'wallet']))
    .readonly()
    .optional(),
  connectorTypeOrder: z
    .array(z.enum(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']))
    .readonly()
    .optional(),
})

/** createFoyer's options (FoyerOptions). Unknown keys are rejected so typos surface early. */
export const optionsSchema = z
  .strictObject({
    projectId: z.string().optional(),
    networks: z.array(networkSchema, { error: 'must be an array of networks' }).min(1, {
      error: 'must contain at least one network',
    }),
    defaultNetwork: networkSchema.optional(),
    adapters: z.array(adapterSchema).readonly().optional(),
    metadata: z
      .object({
        name: z.string(),
        description: z.string(),
        url: z.string(),
        icons: z.array(z.string()).readonly(),
      })
      .optional(),
    features: featuresSchema.optional(),
    themeMode: z.enum(['light', 'dark']).optional(),
    themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    featuredWalletIds: z.array(z.string()).readonly().optional(),
    includeWalletIds: z.array(z.string()).readonly().optional(),
    excludeWalletIds: z.array(z.string()).readonly().optional(),
    enableWalletConnect: z.boolean().optional(),
    allowUnsupportedChain: z.boolean().optional(),
    apiUrl: url.optional(),
    blockchainApiUrl: url.optional(),
    secureSiteUrl: url.optional(),
    relayUrl: url.optional(),
    storage: storageSchema.optional(),
    storageKey: z.string().min(1).optional(),
    isMobile: z.union([z.boolean(), fn('must be a boolean or a function')]).optional(),
  })
  .superRefine((options, ctx) => {
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
  })
