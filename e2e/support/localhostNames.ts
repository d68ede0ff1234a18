import dns from 'node:dns'

// The browser tests serve the secure site at secure.localhost (support/ports.ts): a name, as deployed,
// since WebAuthn takes no IP address as a relying party, and another site than the apps on localhost.
// Chromium resolves every *.localhost to the loopback itself (RFC 6761); Node asks the system, which
// may not, so the tests' own requests (fetch, Playwright's route.fetch) reach the loopback too (the
// services listen on 127.0.0.1).
const lookup = dns.lookup
dns.lookup = function lookupLocalhostNames(this: unknown, hostname: string, ...rest: unknown[]) {
  const name = typeof hostname === 'string' && hostname.endsWith('.localhost') ? '127.0.0.1' : hostname
  return (lookup as (...args: unknown[]) => unknown).call(this, name, ...rest)
} as typeof dns.lookup

// Playwright's route.fetch resolves through the promise API (both families at once).
const lookupAsync = dns.promises.lookup
dns.promises.lookup = function lookupLocalhostNamesAsync(hostname: string, ...rest: unknown[]) {
  const name = typeof hostname === 'string' && hostname.endsWith('.localhost') ? '127.0.0.1' : hostname
  return (lookupAsync as (...args: unknown[]) => unknown)(name, ...rest)
} as typeof dns.promises.lookup
