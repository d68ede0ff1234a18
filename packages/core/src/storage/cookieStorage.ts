import { cookieSsr } from '../ssr/cookieSsr.js'
import { SSR_SUPPORT } from '../ssr/support.js'
import { COOKIE_MAX_AGE_S, parseCookieHeader, serializeCookie } from './cookies.js'
import { defaultStorage, type StorageLike } from './storage.js'

/**
 * The keys a server render needs (`<storageKey>:connection:<namespace>`, `<storageKey>:account:<namespace>`
 * as connectedAddress.ts names it, `<storageKey>:lastChainId`). Only these become cookies: the rest (recent
 * wallets, the embedded wallet's email and session) is nothing a server should receive with every request.
 */
const COOKIE_KEY = /(?:^|:)(?:(?:connection|account):[a-z0-9]+|lastChainId)$/

/** True for a storage key that cookieStorage keeps in a cookie. */
export function isCookieKey(key: string): boolean {
  return COOKIE_KEY.test(key)
}

/** Options of createCookieStorage. */
export interface CookieStorageOptions {
  /** Seconds the cookies live after the last write; default 30 days (COOKIE_MAX_AGE_S). */
  maxAge?: number | undefined
  /** The cookies' Domain attribute; default none (the page's own host only). */
  domain?: string | undefined
  /** Whether the cookies carry `Secure`; default: when the page is served over https. */
  secure?: boolean | undefined
  /** Where the keys that are not cookies go; default localStorage in a browser, nothing on a server. */
  fallback?: StorageLike | undefined
}

/** A storage that remembers nothing: the other keys' home on a server, which has no visitor to remember. */
const nowhere: StorageLike = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
}

function pageIsSecure(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:'
}

/**
 * A StorageLike that keeps Foyer's connection (connector, address and last network, per namespace)
 * in first-party cookies, so that a server render can show the visitor's account
 * (cookieToInitialState), and every other key in localStorage. Cookies are `Path=/`,
 * `SameSite=Lax`, `Max-Age` 30 days by default, `Secure` on https; their names and values are
 * URI-encoded. Nothing touches `document` or `window` until a key is read or written, and on a server
 * (no `document`) reads find nothing and writes are dropped, so it is safe to create at import time.
 * It also brings server rendering's code to the instance (`ssr: true` needs it).
 *
 * @example
 * const foyer = createFoyer({ networks, adapters, ssr: true, storage: createCookieStorage({ maxAge: 7 * 86400 }) })
 */
export function createCookieStorage(options: CookieStorageOptions = {}): StorageLike {
  let fallback: StorageLike | undefined
  // Chosen on first use, not at creation: creation may run on a server or before the page exists.
  const other = () => {
    fallback ??= options.fallback ?? (typeof document === 'undefined' ? nowhere : defaultStorage())
    return fallback
  }
  const write = (key: string, value: string, maxAge: number) => {
    if (typeof document === 'undefined') return
    // biome-ignore lint/suspicious/noDocumentCookie: StorageLike is synchronous; the Cookie Store API is async and missing in some browsers.
    document.cookie = serializeCookie(key, value, {
      maxAge,
      domain: options.domain,
      secure: options.secure ?? pageIsSecure(),
    })
  }
  const storage: StorageLike = {
    getItem(key) {
      if (!isCookieKey(key)) return other().getItem(key)
      if (typeof document === 'undefined') return null
      return parseCookieHeader(document.cookie).get(key) ?? null
    },
    setItem(key, value) {
      if (!isCookieKey(key)) return other().setItem(key, value)
      write(key, String(value), options.maxAge ?? COOKIE_MAX_AGE_S)
    },
    removeItem(key) {
      if (!isCookieKey(key)) return other().removeItem(key)
      write(key, '', 0)
    },
  }
  return Object.assign(storage, { [SSR_SUPPORT]: cookieSsr })
}

/**
 * The default cookie storage (30 days, `SameSite=Lax`, `Path=/`); pass it as createFoyer's `storage`
 * together with `ssr: true`.
 *
 * @example
 * const foyer = createFoyer({ networks, adapters, ssr: true, storage: cookieStorage })
 */
export const cookieStorage: StorageLike = /* @__PURE__ */ createCookieStorage()
