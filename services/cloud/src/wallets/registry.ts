import { badgeTypeSchema, caip2Schema, injectedSchema, walletIdSchema } from '@foyer/wire'
import { z } from 'zod'
import { knownWalletFacts } from './known.js'

const links = z.object({ native: z.string().default(''), universal: z.string().default('') })

/**
 * One listing of the WalletConnect v1 registry format (services/cloud/data/wallet-registry/wallets.json).
 * `rdns`, `injected`, `badge_type` and `order` are optional Foyer extensions for imports.
 */
export const registryWalletSchema = z.looseObject({
  id: walletIdSchema,
  name: z.string().trim().min(1).max(100),
  homepage: z.string().max(2048).default(''),
  chains: z.array(caip2Schema).max(500).default([]),
  app: z
    .looseObject({
      browser: z.string().default(''),
      ios: z.string().default(''),
      android: z.string().default(''),
    })
    .default({ browser: '', ios: '', android: '' }),
  mobile: links.default({ native: '', universal: '' }),
  desktop: links.default({ native: '', universal: '' }),
  rdns: z.string().max(255).nullable().optional(),
  injected: z.array(injectedSchema).max(20).nullable().optional(),
  badge_type: z.optional(badgeTypeSchema),
  order: z.number().int().optional(),
})
export type RegistryWallet = z.infer<typeof registryWalletSchema>

/** A registry file: an object keyed by wallet id (the registry's own shape) or a plain array. */
export const registryFileSchema = z.union([
  z.record(z.string(), registryWalletSchema).transform((byId) => Object.values(byId)),
  z.array(registryWalletSchema),
])

/** A wallet row as stored, before its logo. `order` undefined: keep the stored one, or append. */
export interface WalletRecord {
  id: string
  name: string
  homepage: string
  order: number | undefined
  mobileLink: string | null
  desktopLink: string | null
  webappLink: string | null
  appStore: string | null
  playStore: string | null
  rdns: string | null
  chains: string[]
  injected: { namespace: string; injected_id: string }[] | null
  badgeType: 'none' | 'certified'
}

const orNull = (value: string): string | null => (value === '' ? null : value)

/**
 * Maps a registry listing to the columns the API serves: native deep links before universal ones,
 * and for well-known wallets (by name) the rdns, injected flag, order and badge the listing lacks.
 */
export function toWalletRecord(entry: RegistryWallet): WalletRecord {
  const known = knownWalletFacts(entry.name)
  return {
    id: entry.id,
    name: entry.name,
    homepage: entry.homepage,
    order: entry.order ?? known?.order,
    mobileLink: orNull(entry.mobile.native) ?? orNull(entry.mobile.universal),
    desktopLink: orNull(entry.desktop.native) ?? orNull(entry.desktop.universal),
    webappLink: orNull(entry.app.browser),
    appStore: orNull(entry.app.ios),
    playStore: orNull(entry.app.android),
    rdns: entry.rdns !== undefined ? entry.rdns : (known?.rdns ?? null),
    injected: entry.injected !== undefined ? entry.injected : (known?.injected ?? null),
    badgeType: entry.badge_type ?? (known ? 'certified' : 'none'),
    chains: [...new Set(entry.chains)],
  }
}
