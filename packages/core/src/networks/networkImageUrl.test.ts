import { describe, expect, it } from 'vitest'
import { networkImageUrl } from './networkImageUrl.js'

const options = { apiUrl: 'http://cloud.test/', projectId: 'p1' }
const devnet = { id: 31337, chainNamespace: 'eip155' as const }

describe('networkImageUrl', () => {
  it("prefers the app's own image", () => {
    expect(networkImageUrl(options, { ...devnet, assets: { imageUrl: '/a.svg', imageId: 'x' } })).toBe(
      '/a.svg',
    )
  })

  it("resolves an image id on the service's asset store", () => {
    expect(networkImageUrl(options, { ...devnet, assets: { imageId: 'my chain' } })).toBe(
      'http://cloud.test/public/getAssetImage/my%20chain?projectId=p1&st=foyer&sv=0.1.0',
    )
  })

  it("falls back to the chain's default asset id", () => {
    expect(networkImageUrl(options, devnet)).toBe(
      'http://cloud.test/public/getAssetImage/eip155-31337?projectId=p1&st=foyer&sv=0.1.0',
    )
    expect(networkImageUrl(options, { id: 'mainnet', chainNamespace: 'solana', assets: {} })).toBe(
      'http://cloud.test/public/getAssetImage/solana-mainnet?projectId=p1&st=foyer&sv=0.1.0',
    )
  })
})
