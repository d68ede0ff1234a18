import { safeHref } from '../../utils/safeHref.js'

/**
 * A wallet link (universal `https://…` or native `scheme://`) that hands the wallet a pairing URI:
 * `<link>/wc?uri=<encoded uri>`, the form WalletConnect wallets register for. Undefined when the
 * link is missing or has a scheme that must never be followed (javascript:, data:, …).
 */
export function walletConnectLink(link: string | null | undefined, uri: string): string | undefined {
  const href = safeHref(link)
  if (!href) return undefined
  const base = href.endsWith('/') ? href : `${href}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
