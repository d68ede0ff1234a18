import { describe, expectTypeOf, it } from 'vitest'
import {
  type CaipNetwork,
  type Connector,
  connectorGroupsOf,
  createFoyer,
  type Features,
  type FetchWalletsParameters,
  type FoyerInstance,
  type FoyerOptions,
  type ThemeVariables,
  type WalletConnectOptions,
} from './index.js'
import { testMainnet } from './testing/index.js'

// Compiled with exactOptionalPropertyTypes (tsconfig.typetests.json): an app that sets it may still pass
// `undefined` for any optional field, e.g. `projectId: import.meta.env.VITE_PROJECT_ID`.
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
/** Every optional field set to undefined, which T must accept. */
type AllUndefined<T> = { [K in OptionalKeys<T>]: undefined }

describe('optional fields take undefined', () => {
  it('in createFoyer options', () => {
    expectTypeOf<AllUndefined<FoyerOptions>>().toExtend<Partial<FoyerOptions>>()
    expectTypeOf<AllUndefined<Features>>().toExtend<Features>()
    expectTypeOf<AllUndefined<ThemeVariables>>().toExtend<ThemeVariables>()
    expectTypeOf<AllUndefined<WalletConnectOptions>>().toExtend<WalletConnectOptions>()
    createFoyer({
      networks: [testMainnet],
      projectId: undefined,
      defaultNetwork: undefined,
      adapters: undefined,
      features: { email: undefined, socials: undefined, connectMethodsOrder: undefined },
      themeMode: undefined,
      themeVariables: { '--foyer-accent': undefined },
      storage: undefined,
      walletConnect: { verify: undefined, storage: undefined },
      siwx: undefined,
    })
  })

  it('in networks and connectors an app or adapter builds', () => {
    expectTypeOf<AllUndefined<CaipNetwork>>().toExtend<Partial<CaipNetwork>>()
    expectTypeOf<AllUndefined<Connector>>().toExtend<Partial<Connector>>()
    const network: CaipNetwork = { ...testMainnet, testnet: undefined, assets: { imageUrl: undefined } }
    expectTypeOf(network).toExtend<CaipNetwork>()
  })

  it("in the instance's method parameters", () => {
    const foyer = {} as FoyerInstance
    foyer.open({ view: undefined })
    foyer.close({ force: undefined })
    connectorGroupsOf(foyer, { isMobile: undefined })
    void foyer.connect('io.metamask', { chain: undefined })
    void foyer.connectWalletConnect({ walletId: undefined })
    void foyer.fetchBalances('0x0', 'eip155:1', { force: undefined })
    expectTypeOf<AllUndefined<FetchWalletsParameters>>().toExtend<FetchWalletsParameters>()
  })
})
