import { PLACEHOLDER_WALLET_IMAGE_ID } from '../assets/seedImages.js'
import { imageIdOf, putImage } from '../assets/store.js'
import type { Queryable } from '../db/types.js'
import { FIRST_UNKNOWN_ORDER } from './known.js'
import type { WalletRecord } from './registry.js'

export interface WalletLogo {
  contentType: string
  bytes: Uint8Array
}

/**
 * Inserts or updates one wallet by id. A new wallet without an order goes after all others; an
 * update without an order or a logo keeps the stored ones. Run inside a transaction for imports.
 */
export async function upsertWallet(db: Queryable, wallet: WalletRecord, logo?: WalletLogo): Promise<void> {
  let imageId: string | null = null
  if (logo) {
    imageId = imageIdOf(logo.bytes)
    await putImage(db, 'wallet', imageId, logo.contentType, logo.bytes)
  }
  await db.query(
    `INSERT INTO wallets (id, name, homepage, image_id, display_order, mobile_link, desktop_link, webapp_link,
       app_store, play_store, rdns, chains, injected, badge_type)
     VALUES ($1, $2, $3, COALESCE($4, $15),
       COALESCE($5, (SELECT GREATEST(MAX(display_order), $16 - 1) + 1 FROM wallets), $16),
       $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, homepage = EXCLUDED.homepage,
       image_id = COALESCE($4, wallets.image_id), display_order = COALESCE($5, wallets.display_order),
       mobile_link = EXCLUDED.mobile_link, desktop_link = EXCLUDED.desktop_link,
       webapp_link = EXCLUDED.webapp_link, app_store = EXCLUDED.app_store, play_store = EXCLUDED.play_store,
       rdns = EXCLUDED.rdns, chains = EXCLUDED.chains, injected = EXCLUDED.injected,
       badge_type = EXCLUDED.badge_type, updated_at = now()`,
    [
      wallet.id,
      wallet.name,
      wallet.homepage,
      imageId,
      wallet.order ?? null,
      wallet.mobileLink,
      wallet.desktopLink,
      wallet.webappLink,
      wallet.appStore,
      wallet.playStore,
      wallet.rdns,
      wallet.chains,
      wallet.injected === null ? null : JSON.stringify(wallet.injected),
      wallet.badgeType,
      PLACEHOLDER_WALLET_IMAGE_ID,
      FIRST_UNKNOWN_ORDER,
    ],
  )
}
