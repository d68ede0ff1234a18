import type {
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ConnectionStatus,
  FoyerInstance,
  FoyerMessage,
  FoyerState,
  OpenOptions,
  SIWXSession,
  SiwxState,
  ViewName,
  WalletInfo,
} from '@foyer/core'
import type { ComponentProps, ReactNode } from 'react'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type ConnectButton,
  type FoyerAccountType,
  type FoyerProvider,
  type FoyerProviderProps,
  type NetworkButton,
  shallowEqual,
  type useDisconnect,
  type useFoyer,
  type useFoyerAccount,
  type useFoyerNetwork,
  useFoyerSelector,
  type useFoyerSession,
  type useFoyerState,
  type useWalletInfo,
} from './index.js'

// What an app's components get from the hooks and may pass to the components (vitest typecheck).
describe('hooks', () => {
  it('useFoyer opens, closes and prefetches the modal', () => {
    expectTypeOf<ReturnType<typeof useFoyer>['open']>().parameters.toEqualTypeOf<[options?: OpenOptions]>()
    expectTypeOf<ReturnType<typeof useFoyer>['close']>().returns.toEqualTypeOf<boolean>()
    expectTypeOf<ReturnType<typeof useFoyer>['prefetch']>().parameters.toEqualTypeOf<[view?: ViewName]>()
  })

  it('useFoyerAccount returns the active account', () => {
    expectTypeOf<ReturnType<typeof useFoyerAccount>>().toEqualTypeOf<{
      address: string | undefined
      caipAddress: CaipAddress | undefined
      isConnected: boolean
      status: ConnectionStatus
      accountType: FoyerAccountType | undefined
    }>()
    expectTypeOf<FoyerAccountType>().toEqualTypeOf<'eoa' | 'smartAccount' | 'payment'>()
  })

  it('useFoyerNetwork returns the network and a switch', () => {
    type Network = ReturnType<typeof useFoyerNetwork>
    expectTypeOf<Network['caipNetwork']>().toEqualTypeOf<CaipNetwork | undefined>()
    expectTypeOf<Network['chainId']>().toEqualTypeOf<number | string | undefined>()
    expectTypeOf<Network['switchNetwork']>().toEqualTypeOf<(network: CaipNetwork) => Promise<void>>()
  })

  it('useFoyerState, useWalletInfo, useFoyerSession and useDisconnect', () => {
    expectTypeOf<ReturnType<typeof useFoyerState>>().toEqualTypeOf<{
      open: boolean
      selectedNetworkId: CaipNetworkId | undefined
      loading: boolean
    }>()
    expectTypeOf<ReturnType<typeof useWalletInfo>['walletInfo']>().toEqualTypeOf<WalletInfo | undefined>()
    expectTypeOf<ReturnType<typeof useFoyerSession>['status']>().toEqualTypeOf<SiwxState['status']>()
    expectTypeOf<ReturnType<typeof useFoyerSession>['session']>().toEqualTypeOf<SIWXSession | undefined>()
    // A failed sign-in's text, by id: formatMessage(error) words it.
    expectTypeOf<ReturnType<typeof useFoyerSession>['error']>().toEqualTypeOf<FoyerMessage | undefined>()
    expectTypeOf<ReturnType<typeof useDisconnect>['disconnect']>().returns.toEqualTypeOf<Promise<void>>()
  })

  it('useFoyerSelector returns what the selector returns', () => {
    expectTypeOf(useFoyerSelector((state: FoyerState) => state.open)).toEqualTypeOf<boolean>()
    expectTypeOf(useFoyerSelector((state) => state.accounts.eip155?.address, Object.is)).toEqualTypeOf<
      string | undefined
    >()
    expectTypeOf(shallowEqual).returns.toEqualTypeOf<boolean>()
  })
})

describe('components', () => {
  it('FoyerProvider takes the instance and children', () => {
    expectTypeOf<FoyerProviderProps['foyer']>().toEqualTypeOf<FoyerInstance>()
    expectTypeOf<FoyerProviderProps['children']>().toEqualTypeOf<ReactNode | undefined>()
    expectTypeOf<ComponentProps<typeof FoyerProvider>>().toEqualTypeOf<FoyerProviderProps>()
    expectTypeOf<{ children: ReactNode }>().not.toExtend<FoyerProviderProps>()
  })

  it('ConnectButton and NetworkButton take a class name', () => {
    expectTypeOf<{ hideBalance: true; className: 'x' }>().toExtend<ComponentProps<typeof ConnectButton>>()
    expectTypeOf<{ className: 'x' }>().toExtend<ComponentProps<typeof NetworkButton>>()
    expectTypeOf<{ onClick: () => void }>().not.toExtend<ComponentProps<typeof NetworkButton>>()
  })
})
