import { describe, expect, it } from 'vitest'
import { createFakeConnector } from '../testing/fakeAdapter.js'
import { currentRoute, goBackRoute, pushRoute, replaceRoute, resetRoute, toRoute } from './router.js'
import type { RouterState } from './types.js'

const start: RouterState = { history: [{ view: 'Connect' }], direction: 'next' }

describe('router', () => {
  it('pushes with direction next and goes back with direction prev', () => {
    const pushed = pushRoute(start, { view: 'AllWallets' })
    expect(pushed.history.map((r) => r.view)).toEqual(['Connect', 'AllWallets'])
    expect(pushed.direction).toBe('next')
    const back = goBackRoute(pushed)
    expect(back.history.map((r) => r.view)).toEqual(['Connect'])
    expect(back.direction).toBe('prev')
  })

  it('does nothing on goBack with a single entry', () => {
    expect(goBackRoute(start)).toBe(start)
  })

  it('replaces the top and resets the stack', () => {
    const stack = pushRoute(start, { view: 'AllWallets' })
    expect(replaceRoute(stack, { view: 'Networks' }).history.map((r) => r.view)).toEqual([
      'Connect',
      'Networks',
    ])
    expect(resetRoute({ view: 'Account' })).toEqual({ history: [{ view: 'Account' }], direction: 'next' })
    expect(currentRoute(stack)?.view).toBe('AllWallets')
  })

  it('carries typed route data', () => {
    const connector = createFakeConnector()
    const route = toRoute({ view: 'ConnectingExternal', data: { connector } })
    expect(route.view === 'ConnectingExternal' && route.data.connector.name).toBe('Fake Wallet')
    expect(toRoute('ConnectingWalletConnect')).toEqual({ view: 'ConnectingWalletConnect', data: {} })
  })

  it('refuses views that need data, and unknown views', () => {
    expect(() => toRoute('ConnectingExternal')).toThrowError('Invalid route')
    expect(() => toRoute('ConnectingMultiChain')).toThrowError('Invalid route')
    expect(() => toRoute({ view: 'ConnectingSocial' } as never)).toThrowError('Invalid route')
    const connector = createFakeConnector()
    const multi = { ...connector, type: 'MULTI_CHAIN' as const, connectors: [connector] }
    expect(toRoute({ view: 'ConnectingMultiChain', data: { connector: multi } })).toEqual({
      view: 'ConnectingMultiChain',
      data: { connector: multi },
    })
    expect(() => toRoute('Nope' as never)).toThrowError(/unknown view "Nope"/)
  })
})
