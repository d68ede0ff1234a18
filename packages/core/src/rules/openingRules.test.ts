import { describe, expect, it } from 'vitest'
import { canClose, getDefaultOpenRoute } from './openingRules.js'

describe('getDefaultOpenRoute', () => {
  it('opens Connect when disconnected and Account when connected', () => {
    expect(getDefaultOpenRoute({ isConnected: false, hasAdapters: true, isMobile: false })).toEqual({
      view: 'Connect',
    })
    expect(getDefaultOpenRoute({ isConnected: true, hasAdapters: true, isMobile: false })).toEqual({
      view: 'Account',
    })
  })
  it('opens AllWallets on mobile and ConnectingWalletConnectBasic elsewhere in basic mode', () => {
    expect(getDefaultOpenRoute({ isConnected: false, hasAdapters: false, isMobile: true }).view).toBe(
      'AllWallets',
    )
    expect(getDefaultOpenRoute({ isConnected: false, hasAdapters: false, isMobile: false }).view).toBe(
      'ConnectingWalletConnectBasic',
    )
  })
})

describe('canClose', () => {
  it('refuses ApproveTransaction unless forced', () => {
    expect(canClose({ view: 'ApproveTransaction' })).toBe(false)
    expect(canClose({ view: 'ApproveTransaction' }, { force: true })).toBe(true)
  })
  it('refuses UnsupportedChain and allows other views', () => {
    expect(canClose({ view: 'UnsupportedChain' }, { force: true })).toBe(false)
    expect(canClose({ view: 'Connect' })).toBe(true)
  })
})
