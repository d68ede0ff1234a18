import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { testMainnet } from '../testing/networks.js'
import { resolveOptions } from './resolveOptions.js'

// The option types accept `undefined` for apps compiled with exactOptionalPropertyTypes; at run time
// an option set to undefined must mean the default, exactly as a missing one.
describe('an option set to undefined', () => {
  const unset = resolveOptions({ networks: [testMainnet] })

  it('keeps the defaults, features included', () => {
    const set = resolveOptions({
      networks: [testMainnet],
      projectId: undefined,
      features: { email: undefined, socials: undefined, swaps: undefined, connectMethodsOrder: undefined },
      themeMode: undefined,
      themeVariables: { '--foyer-accent': undefined },
      enableWalletConnect: undefined,
      apiUrl: undefined,
      blockchainApiUrl: undefined,
      nameZone: undefined,
      secureSiteUrl: undefined,
      relayUrl: undefined,
      walletConnect: { verify: undefined, storage: undefined },
    })
    expect(set.features).toEqual(unset.features)
    expect(set.enableWalletConnect).toBe(true)
    expect([set.apiUrl, set.blockchainApiUrl, set.nameZone, set.secureSiteUrl, set.relayUrl]).toEqual([
      unset.apiUrl,
      unset.blockchainApiUrl,
      unset.nameZone,
      unset.secureSiteUrl,
      unset.relayUrl,
    ])
  })

  it('creates an instance as if it were missing', () => {
    const foyer = createFoyer({
      networks: [testMainnet],
      defaultNetwork: undefined,
      adapters: undefined,
      storage: createMemoryStorage(),
      storageKey: undefined,
      isMobile: undefined,
      ssr: undefined,
      siwx: undefined,
    })
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe(testMainnet.caipNetworkId)
    expect(foyer.close({ force: undefined })).toBe(true)
    foyer.destroy()
  })
})
