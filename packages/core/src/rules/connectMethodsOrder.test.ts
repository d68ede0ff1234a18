import { describe, expect, it } from 'vitest'
import { createFakeConnector } from '../testing/fakeAdapter.js'
import { getConnectMethodsOrder } from './connectMethodsOrder.js'

const socials = ['google'] as const
const external = createFakeConnector({ id: 'coinbase', type: 'EXTERNAL', name: 'Coinbase', info: {} })

describe('getConnectMethodsOrder', () => {
  it('is email, social, wallet by default', () => {
    expect(getConnectMethodsOrder({ connectors: [external], email: true, socials })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })
  it('puts wallet first when an announced or injected wallet is present', () => {
    const announced = createFakeConnector()
    const injected = createFakeConnector({
      id: 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      info: {},
    })
    expect(getConnectMethodsOrder({ connectors: [announced], email: true, socials })).toEqual([
      'wallet',
      'email',
      'social',
    ])
    expect(getConnectMethodsOrder({ connectors: [injected], email: true, socials })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })
  it('lets a configured order win', () => {
    expect(
      getConnectMethodsOrder({
        connectors: [createFakeConnector()],
        email: true,
        socials,
        configured: ['social', 'wallet', 'email'],
      }),
    ).toEqual(['social', 'wallet', 'email'])
  })
  it('leaves out disabled email and socials, and always keeps wallet', () => {
    expect(getConnectMethodsOrder({ connectors: [], email: false, socials })).toEqual(['social', 'wallet'])
    expect(getConnectMethodsOrder({ connectors: [], email: true, socials: false })).toEqual([
      'email',
      'wallet',
    ])
    expect(getConnectMethodsOrder({ connectors: [], email: true, socials: [] })).toEqual(['email', 'wallet'])
    expect(
      getConnectMethodsOrder({
        connectors: [],
        email: false,
        socials: false,
        configured: ['email', 'social'],
      }),
    ).toEqual(['wallet'])
  })
})
