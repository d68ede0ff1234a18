import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { CoreTypes } from '@walletconnect/types'
import { z } from 'zod'
import { walletMetadata, walletProjectId } from './constants.js'
import { InvalidParamsError } from './errors.js'

/** The WalletKit client the wallet runs on. */
export type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>

const optionsSchema = z.object({
  relayUrl: z.string().regex(/^wss?:\/\/[^\s]+$/, 'Expected a ws:// or wss:// relay URL'),
  url: z.url('Expected the wallet page URL'),
  storagePrefix: z.string().min(1).optional(),
  storage: z
    .custom<NonNullable<CoreTypes.Options['storage']>>((value) => typeof value === 'object')
    .optional(),
})

/** Options of {@link createWalletKit}. */
export interface CreateWalletKitOptions {
  /** Our relay, e.g. ws://localhost:4001. */
  relayUrl: string
  /** The wallet page's URL, sent to dApps in its metadata. */
  url: string
  /** Keeps wallets of different test accounts (and test clients in one process) apart. */
  storagePrefix?: string
  /** Key-value storage; the SDK's default (IndexedDB in a browser) when left out. */
  storage?: NonNullable<CoreTypes.Options['storage']>
}

/**
 * Starts a WalletKit client on our relay: Foyer's project id, telemetry off (and WalletKit's
 * start-up analytics ping skipped), and the verify lookup skipped (offline it would wait ~5 s on every proposal and request; see offline-stack notes).
 */
export async function createWalletKit(options: CreateWalletKitOptions): Promise<WalletKitClient> {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) {
    throw new InvalidParamsError('Invalid wallet options', { details: parsed.error.issues[0]?.message })
  }
  const core = new Core({
    projectId: walletProjectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    ...(options.storagePrefix === undefined ? {} : { customStoragePrefix: options.storagePrefix }),
    ...(options.storage === undefined ? {} : { storage: options.storage }),
  })
  // The hosted verify server is unreachable here; without an attestation the SDK reports the
  // origin as UNKNOWN, which is what a local test wallet should show.
  core.verify.resolve = async () => undefined as unknown as Awaited<ReturnType<typeof core.verify.resolve>>
  // WalletKit 1.6 sends an INIT ping to the hosted analytics server even with telemetry off;
  // offline that is a failed request and a console error on every page load.
  core.eventClient.init = async () => {}
  // Core's own type declares relayUrl optional where ICore wants it set; it is set above.
  return WalletKit.init({
    core: core as ConstructorParameters<typeof WalletKit>[0]['core'],
    metadata: walletMetadata(options.url),
  })
}
