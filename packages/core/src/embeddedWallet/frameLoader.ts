/**
 * The embedded wallet's frame: made on the first step that needs it (by createFoyer's
 * `embeddedWallet.frameTransport`, else @foyer/frame's transport), told the app's theme and data once
 * ready, and dropped when it never loads so the visitor's next try gets a fresh one.
 */
import { createFrameTransport, type FrameTransport, isFrameLocale } from '@foyer/frame'
import { ALERTS } from '../alerts/alerts.js'
import { SDK_TYPE, SDK_VERSION } from '../constants.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { setEmbedded } from '../storage/remember.js'
import type { EmbeddedWalletState } from './types.js'

export interface FrameLoader {
  /** The frame once ready; the first call makes it. */
  ready(): Promise<FrameTransport>
  /** The frame made so far, ready or not. */
  current(): FrameTransport | undefined
  /** Tells a loaded frame the page's language changed (a frame yet to load reads it from its URL). */
  syncLocale(): void
  destroy(): void
}

export function createFrameLoader(
  context: FoyerKernel,
  locale: () => string | undefined,
  chainId: () => number,
  patch: (next: Partial<EmbeddedWalletState>) => void,
): FrameLoader {
  const { store, storage, options } = context
  let transport: FrameTransport | undefined

  const make = (): FrameTransport => {
    patch({ frame: 'loading' })
    const made = (options.embeddedWallet?.frameTransport ?? createFrameTransport)({
      secureSiteUrl: options.secureSiteUrl,
      projectId: options.projectId ?? '',
      chainId: chainId(),
      version: SDK_VERSION,
      locale: locale(),
      passkeyGrace: options.embeddedWallet?.passkeyGrace,
      onTimeout: (reason) =>
        store.setState({
          alert: reason === 'iframe_load_failed' ? ALERTS.IframeLoadFailed : ALERTS.IframeRequestTimeout,
        }),
      onSessionUpdate: (token) => setEmbedded(storage, 'session', token),
    })
    made.ready.then(
      () => {
        patch({ frame: 'ready' })
        syncAppData(context, made)
      },
      () => {
        // A frame that never became ready is dropped, so the visitor's next try loads a fresh one.
        if (transport === made) transport = undefined
        made.destroy()
        patch({ frame: 'error' })
      },
    )
    return made
  }

  return {
    async ready() {
      transport ??= make()
      await transport.ready
      return transport
    },
    current: () => transport,
    syncLocale() {
      const tag = locale()
      // Only one of the frame's tags goes out; a frame that fails to switch keeps its language.
      if (transport && isFrameLocale(tag))
        transport.request('SYNC_LOCALE', { locale: tag }).catch(() => undefined)
    },
    destroy() {
      transport?.destroy()
      transport = undefined
    },
  }
}

/**
 * Theme and app data go along once; their failure changes nothing for the visitor. Without a
 * themeMode the frame follows the visitor's colour scheme, as the modal does.
 */
function syncAppData({ options }: FoyerKernel, frame: FrameTransport): void {
  if (options.themeMode) frame.request('SYNC_THEME', { themeMode: options.themeMode }).catch(() => undefined)
  frame
    .request('SYNC_DAPP_DATA', {
      projectId: options.projectId ?? '',
      sdkVersion: SDK_VERSION,
      sdkType: SDK_TYPE,
      ...(options.metadata ? { metadata: { ...options.metadata, icons: [...options.metadata.icons] } } : {}),
    })
    .catch(() => undefined)
}
