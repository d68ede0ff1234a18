import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getWalletsResponseSchema } from '@foyer/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NETWORK_IMAGES } from '../assets/networkImages.js'
import { walletRegistryDirOf } from '../config.js'
import { createSeededApp, type SeededApp, TEST_PUBLIC_URL } from '../testing/seededApp.js'

const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

describe('image endpoints', () => {
  let s: SeededApp
  beforeAll(async () => {
    s = await createSeededApp()
  })
  afterAll(() => s.db.close())

  it('serves a wallet logo from its image_url as the registry JPEG, cached for good', async () => {
    const list = getWalletsResponseSchema.parse(
      await (await s.call(`/getWallets?include=${METAMASK_ID}`)).json(),
    )
    const imageUrl = list.data[0]?.image_url ?? ''
    expect(imageUrl.startsWith(`${TEST_PUBLIC_URL}/getWalletImage/`)).toBe(true)
    const response = await s.app.request(imageUrl.slice(TEST_PUBLIC_URL.length))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const original = readFileSync(join(walletRegistryDirOf(), 'logos', `${METAMASK_ID}.jpeg`))
    expect(Buffer.from(bytes).equals(original)).toBe(true)
    expect(response.headers.get('content-length')).toBe(String(original.length))
  })

  it('answers 304 when the client already has the same ETag', async () => {
    const first = await s.call('/public/getTokenImage/USDC')
    const etag = first.headers.get('etag') ?? ''
    const again = await s.call('/public/getTokenImage/USDC', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
  })

  it.each([
    ['/public/getAssetImage/ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400', 'WC'], // AppKit's WalletConnect connector
    ['/public/getAssetImage/07ba87ed-43aa-4adf-4540-9e6a2b9cae00', 'Web'], // AppKit's browser wallet connector
    ['/public/getTokenImage/FOY', 'FOY'],
    ['/public/getTokenImage/ETH', 'ETH'],
    ['/public/getCurrencyImage/USD', '$'],
  ])('serves %s as SVG with cache headers', async (path, label) => {
    const response = await s.call(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, immutable$/)
    expect(response.headers.get('etag')).toBeTruthy()
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await response.text()).toContain(`>${label}</text>`)
  })

  it.each([
    ['/getWalletImage/no-such-image', 'Wallet image not found'],
    ['/public/getAssetImage/eip155-137', 'Asset image not found'],
    ['/public/getAssetImage/near-mainnet', 'Asset image not found'],
    ['/public/getCurrencyImage/XYZ', 'Currency image not found'],
    ['/public/getTokenImage/USDC.e', 'Token image not found'],
  ])('answers an unknown id %s with 404 JSON', async (path, message) => {
    const response = await s.call(path)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message })
  })

  // The devnets, every namespace the demo's networks use (a network of a family without its own image
  // gets the family's), the hosted kit's network and connector ids (Coinbase's among them).
  it.each([
    ['eip155-31337', 'eip155-31337'],
    ['eip155:31338', 'eip155-31338'],
    ['eip155-1', 'eip155-1'],
    ['solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana'],
    ['bip122-0f9188f13cb7b2c71f2a335e3a4fc328', 'bip122'],
    ['polkadot-91b171bb158e2d3848fa23a9f1c25182', 'polkadot'],
    ['cosmos-cosmoshub-4', 'cosmos'],
    ['a1b58899-f671-4276-6a5e-56ca5bd59700', 'a1b58899-f671-4276-6a5e-56ca5bd59700'],
    ['0b4838db-0161-4ffe-022d-532bf03dba00', '0b4838db-0161-4ffe-022d-532bf03dba00'],
    ['0c2840c3-5b04-4c44-9661-fbd4b49e1800', '0c2840c3-5b04-4c44-9661-fbd4b49e1800'],
  ])('serves the network or connector image %s (drawn as %s)', async (id, drawnAs) => {
    const response = await s.call(`/public/getAssetImage/${id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const expected = NETWORK_IMAGES.find((image) => image.id === drawnAs)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(expected?.bytes)
  })

  it('draws the devnets as networks, not as a text placeholder', async () => {
    const svg = await (await s.call('/public/getAssetImage/eip155-31337')).text()
    expect(svg).toContain('<path')
    expect(svg).not.toContain('31337')
  })

  it('rejects a malformed image id with 400', async () => {
    const response = await s.call(`/public/getTokenImage/${'x'.repeat(200)}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid id: /)
  })
})
