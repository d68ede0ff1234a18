import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getWalletsResponseSchema } from '@foyer/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    ['/public/getAssetImage/eip155-31337', 'A 31337'],
    ['/public/getAssetImage/eip155:31338', 'B 31338'],
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
    ['/public/getAssetImage/eip155-1', 'Asset image not found'],
    ['/public/getCurrencyImage/XYZ', 'Currency image not found'],
    ['/public/getTokenImage/USDC.e', 'Token image not found'],
  ])('answers an unknown id %s with 404 JSON', async (path, message) => {
    const response = await s.call(path)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message })
  })

  it('rejects a malformed image id with 400', async () => {
    const response = await s.call(`/public/getTokenImage/${'x'.repeat(200)}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid id: /)
  })
})
