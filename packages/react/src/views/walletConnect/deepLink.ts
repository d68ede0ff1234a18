import { safeHref } from '../../utils/safeHref.js'

// A bare scheme such as `metamask:` — the wallet registry lists most native links this way.
const BARE_SCHEME = /^[a-z][a-z0-9+.-]*:$/i

/**
 * A wallet link (universal `https://…` or native `scheme:` / `scheme://` / `scheme://host`) that hands
 * the wallet a pairing URI: `<link>/wc?uri=<encoded uri>`, the form WalletConnect wallets register for.
 * A native link always gets its `//` (`metamask:` becomes `metamask://wc?uri=…`: phones do not route
 * `metamask:/wc`). Undefined when the link is missing or has a scheme that must never be followed
 * (javascript:, data:, …).
 */
export function walletConnectLink(link: string | null | undefined, uri: string): string | undefined {
  const href = safeHref(link?.trim())
  if (!href) return undefined
  const withSlashes = BARE_SCHEME.test(href) ? `${href}//` : href
  const base = withSlashes.endsWith('/') ? withSlashes : `${withSlashes}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
