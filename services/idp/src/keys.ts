import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export interface IdpKeys {
  /** The RSA key the ID tokens are signed with (private JWK). */
  jwk: Record<string, unknown>
  cookieKey: string
}

/**
 * Fixed keys, kept under `<stateDir>/idp/keys.json`: a restart keeps signing with the key clients
 * already fetched, and keeps its cookies readable. Made on first start.
 */
export function loadKeys(stateDir: string | undefined): IdpKeys {
  const file = stateDir ? join(stateDir, 'idp', 'keys.json') : undefined
  if (file) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as IdpKeys
      if (stored.jwk && typeof stored.cookieKey === 'string') return stored
    } catch {
      // None yet: made below.
    }
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const keys: IdpKeys = {
    jwk: {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomBytes(8).toString('hex'),
      use: 'sig',
      alg: 'RS256',
    },
    cookieKey: randomBytes(32).toString('hex'),
  }
  if (file) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  }
  return keys
}
