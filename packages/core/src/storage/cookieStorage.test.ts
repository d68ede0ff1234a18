import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieStorage, createCookieStorage, isCookieKey } from './cookieStorage.js'
import { parseCookieHeader, serializeCookie } from './cookies.js'
import { createMemoryStorage } from './storage.js'

/** A document whose `cookie` behaves like a browser's jar (name=value pairs; Max-Age=0 deletes). */
function fakeDocument() {
  const jar = new Map<string, string>()
  const writes: string[] = []
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair = '', ...attributes] = line.split('; ')
      const at = pair.indexOf('=')
      if (attributes.includes('Max-Age=0')) jar.delete(pair.slice(0, at))
      else jar.set(pair.slice(0, at), pair.slice(at + 1))
    },
  }
  return { document, writes }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cookie helpers', () => {
  it('parses a Cookie header, decoding names and values and skipping malformed pairs', () => {
    const cookies = parseCookieHeader(
      'foyer%3AlastChainId=eip155%3A1; theme="dark"; broken=%E0%A4%A; novalue; a=1; a=2',
    )
    expect(Object.fromEntries(cookies)).toEqual({ 'foyer:lastChainId': 'eip155:1', theme: 'dark', a: '1' })
    expect(parseCookieHeader(undefined).size).toBe(0)
    expect(parseCookieHeader(null).size).toBe(0)
    expect(parseCookieHeader('x'.repeat(20_000)).size).toBe(0)
  })

  it('writes Path=/, Max-Age, SameSite=Lax and, when asked, Domain and Secure', () => {
    expect(serializeCookie('foyer:lastChainId', 'eip155:1', { maxAge: 60, secure: false })).toBe(
      'foyer%3AlastChainId=eip155%3A1; Path=/; Max-Age=60; SameSite=Lax',
    )
    expect(serializeCookie('k', 'v; x=1', { maxAge: -5, domain: 'example.com', secure: true })).toBe(
      'k=v%3B%20x%3D1; Path=/; Max-Age=0; SameSite=Lax; Domain=example.com; Secure',
    )
  })
})

describe('cookieStorage', () => {
  it('keeps only the connection keys in cookies', () => {
    expect(isCookieKey('foyer:connection:eip155')).toBe(true)
    expect(isCookieKey('foyer:account:solana')).toBe(true)
    expect(isCookieKey('app:lastChainId')).toBe(true)
    expect(isCookieKey('foyer:recentWalletIds')).toBe(false)
    expect(isCookieKey('foyer:embedded:email')).toBe(false)
    expect(isCookieKey('foyer:embedded:session')).toBe(false)
    expect(isCookieKey('foyer:embedded:lastUsedChainId')).toBe(false)
  })

  it('reads and writes cookies with 30 days, SameSite=Lax and Path=/, other keys in the fallback', () => {
    const { document, writes } = fakeDocument()
    vi.stubGlobal('document', document)
    const fallback = createMemoryStorage()
    const storage = createCookieStorage({ fallback })
    storage.setItem('foyer:connection:eip155', 'io.metamask')
    storage.setItem('foyer:embedded:email', 'ada@example.com')
    expect(writes).toEqual(['foyer%3Aconnection%3Aeip155=io.metamask; Path=/; Max-Age=2592000; SameSite=Lax'])
    expect(storage.getItem('foyer:connection:eip155')).toBe('io.metamask')
    expect(document.cookie).not.toContain('ada')
    expect(fallback.getItem('foyer:embedded:email')).toBe('ada@example.com')
    expect(storage.getItem('foyer:embedded:email')).toBe('ada@example.com')

    storage.removeItem('foyer:connection:eip155')
    expect(storage.getItem('foyer:connection:eip155')).toBeNull()
    expect(writes.at(-1)).toContain('Max-Age=0')
  })

  it('marks the cookies Secure on https pages, and takes maxAge and domain', () => {
    const { document, writes } = fakeDocument()
    vi.stubGlobal('document', document)
    vi.stubGlobal('location', { protocol: 'https:' })
    createCookieStorage({ maxAge: 3600, domain: 'example.com' }).setItem('foyer:lastChainId', 'eip155:1')
    expect(writes).toEqual([
      'foyer%3AlastChainId=eip155%3A1; Path=/; Max-Age=3600; SameSite=Lax; Domain=example.com; Secure',
    ])
  })

  it('is inert on a server: no document, reads find nothing, writes are dropped, nothing throws', () => {
    expect(typeof document).toBe('undefined')
    cookieStorage.setItem('foyer:connection:eip155', 'io.metamask')
    cookieStorage.setItem('foyer:recentWalletIds', '["a"]')
    expect(cookieStorage.getItem('foyer:connection:eip155')).toBeNull()
    expect(cookieStorage.getItem('foyer:recentWalletIds')).toBeNull()
    cookieStorage.removeItem('foyer:connection:eip155')
  })
})
