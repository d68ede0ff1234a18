import { describe, expect, it } from 'vitest'
import { walletConnectLink } from './deepLink.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00ff'

describe('walletConnectLink', () => {
  it('appends wc?uri= with the URI encoded to universal and native links', () => {
    expect(walletConnectLink('https://metamask.app.link', uri)).toBe(
      'https://metamask.app.link/wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3D00ff',
    )
    expect(walletConnectLink('rainbow://', uri)).toBe(
      'rainbow://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3D00ff',
    )
  })

  it('refuses missing links and schemes that run code', () => {
    expect(walletConnectLink(null, uri)).toBeUndefined()
    expect(walletConnectLink('', uri)).toBeUndefined()
    expect(walletConnectLink('javascript:alert(1)', uri)).toBeUndefined()
    expect(walletConnectLink('not a url', uri)).toBeUndefined()
  })
})
