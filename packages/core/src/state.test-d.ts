import { describe, expectTypeOf, it } from 'vitest'
import type {
  AccountState,
  Alert,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
  Connector,
  FoyerMessage,
  FoyerState,
  FoyerStateMessage,
  RouterState,
  SiwxState,
  Snackbar,
  WalletConnectState,
} from './index.js'

describe('FoyerState', () => {
  it('holds the modal, the network and one account per namespace', () => {
    expectTypeOf<FoyerState['open']>().toEqualTypeOf<boolean>()
    expectTypeOf<FoyerState['router']>().toEqualTypeOf<RouterState>()
    expectTypeOf<FoyerState['activeNamespace']>().toEqualTypeOf<ChainNamespace>()
    expectTypeOf<FoyerState['caipNetwork']>().toEqualTypeOf<CaipNetwork | undefined>()
    expectTypeOf<FoyerState['accounts']>().toEqualTypeOf<Partial<Record<ChainNamespace, AccountState>>>()
    expectTypeOf<FoyerState['connectors']>().toEqualTypeOf<readonly Connector[]>()
    expectTypeOf<FoyerState['snackbar']>().toEqualTypeOf<Snackbar | undefined>()
    expectTypeOf<FoyerState['alert']>().toEqualTypeOf<Alert | undefined>()
    expectTypeOf<FoyerState['siwx']>().toEqualTypeOf<SiwxState>()
  })

  it('types an account', () => {
    expectTypeOf<AccountState['status']>().toEqualTypeOf<ConnectionStatus>()
    expectTypeOf<ConnectionStatus>().toEqualTypeOf<
      'disconnected' | 'connecting' | 'reconnecting' | 'connected'
    >()
    expectTypeOf<AccountState['caipAddress']>().toEqualTypeOf<CaipAddress | undefined>()
  })

  it('spells CAIP ids with their namespace', () => {
    expectTypeOf<'eip155:1'>().toExtend<CaipNetworkId>()
    expectTypeOf<'eip155:1:0xabc'>().toExtend<CaipAddress>()
    expectTypeOf<'ethereum:1'>().not.toExtend<CaipNetworkId>()
  })

  it('holds every text as a message id with its params, never as a string', () => {
    expectTypeOf<Snackbar['message']>().toEqualTypeOf<FoyerMessage>()
    expectTypeOf<Alert['title']>().toEqualTypeOf<FoyerMessage>()
    expectTypeOf<FoyerState['send']['inputError']>().toEqualTypeOf<FoyerMessage | undefined>()
    expectTypeOf<FoyerState['names']['error']>().toEqualTypeOf<FoyerMessage | undefined>()
    expectTypeOf<FoyerState['walletDirectoryStatus']['error']>().toEqualTypeOf<FoyerMessage | undefined>()
    expectTypeOf<string>().not.toExtend<FoyerMessage>()
    expectTypeOf<{ id: 'insufficientBalance' }>().toExtend<FoyerStateMessage>()
    // A wording with placeholders needs its values.
    expectTypeOf<{ id: 'nameRegisterFailed' }>().not.toExtend<FoyerStateMessage>()
    expectTypeOf<{ id: 'nameRegisterFailed'; params: { name: string } }>().toExtend<FoyerStateMessage>()
  })

  it('narrows the WalletConnect pairing by status', () => {
    expectTypeOf<WalletConnectState['status']>().toEqualTypeOf<
      'idle' | 'loading' | 'ready' | 'declined' | 'error'
    >()
    expectTypeOf<Extract<WalletConnectState, { status: 'ready' }>['uri']>().toEqualTypeOf<string>()
  })
})
