import { describe, expectTypeOf, it } from 'vitest'
import {
  type ChainAdapter,
  type ConnectMethod,
  createFoyer,
  type Features,
  type FoyerInstance,
  type FoyerOptions,
  type FoyerState,
  type Metadata,
  type OpenOptions,
  type ResolvedOptions,
  type ViewName,
} from './index.js'
import type { testMainnet } from './testing/index.js'

// The public API's types as an app compiles against them (type tests: vitest typecheck).
describe('createFoyer', () => {
  it('takes FoyerOptions and returns a FoyerInstance', () => {
    expectTypeOf(createFoyer).parameters.toEqualTypeOf<[FoyerOptions]>()
    expectTypeOf(createFoyer).returns.toEqualTypeOf<FoyerInstance>()
  })

  it('needs at least one network; every other option is optional', () => {
    expectTypeOf<{ networks: [typeof testMainnet] }>().toExtend<FoyerOptions>()
    expectTypeOf<{ networks: [] }>().not.toExtend<FoyerOptions>()
    expectTypeOf<{ projectId: string }>().not.toExtend<FoyerOptions>()
  })

  it('types the options an app sets most', () => {
    expectTypeOf<FoyerOptions['projectId']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<FoyerOptions['adapters']>().toEqualTypeOf<readonly ChainAdapter[] | undefined>()
    expectTypeOf<FoyerOptions['themeMode']>().toEqualTypeOf<'light' | 'dark' | undefined>()
    expectTypeOf<FoyerOptions['metadata']>().toEqualTypeOf<Metadata | undefined>()
    expectTypeOf<FoyerOptions['features']>().toEqualTypeOf<Features | undefined>()
    expectTypeOf<Features['socials']>().toEqualTypeOf<
      | readonly ('google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster')[]
      | false
      | undefined
    >()
    expectTypeOf<Features['connectMethodsOrder']>().toEqualTypeOf<readonly ConnectMethod[] | undefined>()
  })

  it('resolves the defaults into ResolvedOptions', () => {
    expectTypeOf<FoyerInstance['options']>().toEqualTypeOf<ResolvedOptions>()
    expectTypeOf<ResolvedOptions['apiUrl']>().toEqualTypeOf<string>()
    expectTypeOf<ResolvedOptions['enableWalletConnect']>().toEqualTypeOf<boolean>()
    expectTypeOf<ResolvedOptions['features']['email']>().toEqualTypeOf<boolean>()
  })
})

describe('FoyerInstance', () => {
  it('reads and follows the state', () => {
    expectTypeOf<FoyerInstance['getState']>().returns.toEqualTypeOf<FoyerState>()
    expectTypeOf<FoyerInstance['subscribe']>()
      .parameter(0)
      .toEqualTypeOf<(state: FoyerState, previous: FoyerState) => void>()
    expectTypeOf<FoyerInstance['subscribe']>().returns.toEqualTypeOf<() => void>()
  })

  it('opens on a view or a route', () => {
    expectTypeOf<FoyerInstance['open']>().parameters.toEqualTypeOf<[options?: OpenOptions]>()
    expectTypeOf<{ view: 'Networks' }>().toExtend<OpenOptions>()
    expectTypeOf<{ view: 'NoSuchView' }>().not.toExtend<OpenOptions>()
    expectTypeOf<{ connect: true }>().toExtend<OpenOptions>()
    expectTypeOf<{ connect: false }>().not.toExtend<OpenOptions>()
    expectTypeOf<'Connect'>().toExtend<ViewName>()
    expectTypeOf<FoyerInstance['close']>().returns.toEqualTypeOf<boolean>()
  })

  it('connects, disconnects and switches asynchronously', () => {
    expectTypeOf<FoyerInstance['connect']>().returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<FoyerInstance['disconnect']>().returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<FoyerInstance['switchNetwork']>().returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<FoyerInstance['ready']>().toEqualTypeOf<Promise<void>>()
  })
})
