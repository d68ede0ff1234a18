import { createPublicKey } from 'node:crypto'
import { expect, it } from 'vitest'
import { decodeDidKey } from './did-key.js'
import { createRelayClientKey } from './sign-jwt.js'

it("names a new identity by its own public key's did:key", () => {
  for (let i = 0; i < 20; i++) {
    const key = createRelayClientKey()
    const jwk = createPublicKey(key.privateKey).export({ format: 'jwk' })
    const raw = decodeDidKey(key.clientId)
    expect(raw).toBeDefined()
    expect(Buffer.from(raw ?? []).toString('base64url')).toBe(jwk.x)
  }
})
