import { describe, expect, it } from 'vitest'
import { walletConnectLink } from './deepLink.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00ff'
const encoded = 'wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3D00ff'

describe('walletConnectLink', () => {
  // Every link shape the public wallet registry lists (values copied from its listings).
  it.each([
    ['a bare native scheme', 'metamask:', `metamask://wc?uri=${encoded}`],
    ['a bare native scheme (desktop)', 'ledgerlive:', `ledgerlive://wc?uri=${encoded}`],
    ['a native scheme with //', 'rainbow://', `rainbow://wc?uri=${encoded}`],
    ['a native scheme with a host', 'argent://app', `argent://app/wc?uri=${encoded}`],
    ['a universal link', 'https://metamask.app.link', `https://metamask.app.link/wc?uri=${encoded}`],
    ['a universal link with a path', 'https://argent.link/app', `https://argent.link/app/wc?uri=${encoded}`],
    [
      'a universal link with a trailing slash',
      'https://gnosis-safe.io/',
      `https://gnosis-safe.io/wc?uri=${encoded}`,
    ],
  ])('builds the pairing link from %s', (_shape, link, expected) => {
    expect(walletConnectLink(link, uri)).toBe(expected)
  })

  it('never produces a single-slash native link', () => {
    for (const link of ['metamask:', 'trust:', 'rainbow://', 'argent://app']) {
      expect(walletConnectLink(link, uri)).toMatch(/^[a-z]+:\/\/[^/]/)
    }
  })

  it('refuses missing links and schemes that run code', () => {
    expect(walletConnectLink(null, uri)).toBeUndefined()
    expect(walletConnectLink('', uri)).toBeUndefined()
    expect(walletConnectLink('javascript:alert(1)', uri)).toBeUndefined()
    expect(walletConnectLink('javascript:', uri)).toBeUndefined()
    expect(walletConnectLink('data:', uri)).toBeUndefined()
    expect(walletConnectLink('not a url', uri)).toBeUndefined()
  })
})
