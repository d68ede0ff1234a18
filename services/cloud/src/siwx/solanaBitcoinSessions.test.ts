import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeMessage, SESSION_COOKIE } from '../routes/sessions.js'
import { createSeededApp, type SeededApp } from '../testing/seededApp.js'
import { BITCOIN_REGTEST, bitcoinSigner, caip122Text, SOLANA_MAINNET, solanaSigner } from './testSigners.js'

type Signer = { address: string; signMessage(message: string): string }
type Session = { id: string; address: string; chainId: string }

// The sign-in endpoints with Solana and Bitcoin accounts: no chain node is needed to verify them.
describe('sign in with a Solana or Bitcoin account on the server', () => {
  let s: SeededApp
  beforeAll(async () => {
    s = await createSeededApp()
  }, 120_000)
  afterAll(() => s.db.close())

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    s.call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', ...headers },
      body: JSON.stringify(body),
    })
  const nonce = async () => ((await (await s.call('/v1/sessions/nonce')).json()) as { nonce: string }).nonce
  const signIn = async (chainId: string, signer: Signer, by: Signer = signer, expirationTime?: string) => {
    const text = caip122Text({
      chainId,
      address: signer.address,
      nonce: await nonce(),
      ...(expirationTime ? { expirationTime } : {}),
    })
    return post('/v1/sessions', { message: text, signature: by.signMessage(text) })
  }
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message

  const accounts: [string, string, Signer, Signer][] = [
    ['Solana', SOLANA_MAINNET, solanaSigner(0), solanaSigner(1)],
    ['Bitcoin P2WPKH', BITCOIN_REGTEST, bitcoinSigner(0), bitcoinSigner(1)],
    ['Bitcoin P2TR', BITCOIN_REGTEST, bitcoinSigner(0, 'taproot'), bitcoinSigner(1, 'taproot')],
  ]

  for (const [name, chainId, signer, other] of accounts) {
    it(`${name}: verifies the signed message, keeps the session, lists it, answers /me and revokes by signature`, async () => {
      const response = await signIn(chainId, signer)
      expect(response.status, await response.clone().text()).toBe(200)
      const { session, token } = (await response.json()) as { session: Session; token: string }
      // Base58 keeps its case; bech32 is stored in lower case, as written.
      expect(session).toMatchObject({ address: signer.address, chainId })
      expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=${token}; `))
      const listed = (await (await s.call(`/v1/sessions/${signer.address}?chainId=${chainId}`)).json()) as {
        sessions: Session[]
      }
      expect(listed.sessions.map((x) => x.id)).toContain(session.id)
      const me = await s.call('/v1/sessions/me', { headers: { authorization: `Bearer ${token}` } })
      expect(((await me.json()) as { session: Session }).session.id).toBe(session.id)

      const forged = await post(`/v1/sessions/${signer.address}/revoke`, {
        pci: session.id,
        signature: other.signMessage(revokeMessage(session.id)),
      })
      expect(forged.status).toBe(401)
      const revoked = await post(`/v1/sessions/${signer.address}/revoke`, {
        pci: session.id,
        signature: signer.signMessage(revokeMessage(session.id)),
      })
      expect(revoked.status).toBe(200)
      expect(
        (await s.call('/v1/sessions/me', { headers: { authorization: `Bearer ${token}` } })).status,
      ).toBe(401)
    })

    it(`${name}: refuses another key’s signature, a tampered message and a used nonce with 401 and the reason`, async () => {
      const wrong = await signIn(chainId, signer, other)
      expect(wrong.status).toBe(401)
      expect(await messageOf(wrong)).toBe('The signature does not match the account')

      const text = caip122Text({ chainId, address: signer.address, nonce: await nonce() })
      const signature = signer.signMessage(text)
      const tampered = await post('/v1/sessions', {
        message: text.replace('Sign in to Foyer Demo', 'Sign in to Foyer Demo and pay'),
        signature,
      })
      expect(tampered.status).toBe(401)
      expect(await messageOf(tampered)).toBe('The signature does not match the account')
      // The nonce went with the tampered attempt: the genuine signature cannot use it now.
      const replayed = await post('/v1/sessions', { message: text, signature })
      expect(replayed.status).toBe(401)
      expect(await messageOf(replayed)).toMatch(/nonce is unknown, already used or expired/)
    })
  }

  it('refuses an expired message, another domain, and a signature in another chain’s encoding', async () => {
    const expired = await signIn(SOLANA_MAINNET, solanaSigner(2), solanaSigner(2), '2020-01-01T00:00:00.000Z')
    expect(expired.status).toBe(401)
    expect(await messageOf(expired)).toMatch(/not valid now/)

    const signer = bitcoinSigner(2)
    const elsewhere = caip122Text({
      chainId: BITCOIN_REGTEST,
      address: signer.address,
      nonce: await nonce(),
      domain: 'evil.example',
    })
    const refused = await post('/v1/sessions', {
      message: elsewhere,
      signature: signer.signMessage(elsewhere),
    })
    expect(refused.status).toBe(401)
    expect(await messageOf(refused)).toMatch(/not on one of the project's allowed origins/)

    const text = caip122Text({
      chainId: SOLANA_MAINNET,
      address: solanaSigner(2).address,
      nonce: await nonce(),
    })
    const hex = await post('/v1/sessions', { message: text, signature: `0x${'ab'.repeat(65)}` })
    expect(hex.status).toBe(400)
    expect(await messageOf(hex)).toBe('Invalid signature: must be a base58 ed25519 signature (64 bytes)')
  })

  it('keeps a Solana address’s case: the lower-cased address is another account', async () => {
    const signer = solanaSigner(3)
    expect((await signIn(SOLANA_MAINNET, signer)).status).toBe(200)
    const lower = (await (await s.call(`/v1/sessions/${signer.address.toLowerCase()}`)).json()) as {
      sessions: Session[]
    }
    expect(lower.sessions).toEqual([])
    const exact = (await (await s.call(`/v1/sessions/${signer.address}`)).json()) as { sessions: Session[] }
    expect(exact.sessions).toHaveLength(1)
  })
})
