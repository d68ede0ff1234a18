import { type CaipNetwork, createUnsupportedNetwork } from '@foyer/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mainnet, polygon } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'
import { createTestFoyer } from '../_test/testFoyer.js'
import { NetworkImage } from './NetworkImage.js'

const cloudImage = (id: string) =>
  `http://127.0.0.1:1/public/getAssetImage/${id}?projectId=test&st=foyer&sv=0.1.0`

async function openNetworks(networks: readonly [CaipNetwork, ...CaipNetwork[]] = [mainnet, polygon]) {
  const { foyer } = createTestFoyer({ networks })
  renderWithFoyer(foyer)
  act(() => foyer.open({ view: 'Networks' }))
  return screen.findByRole('list', { name: 'Networks' })
}

const imageOf = (list: HTMLElement, name: RegExp) =>
  within(list).getByRole('button', { name }).querySelector('img')?.getAttribute('src')

describe('network images in the modal', () => {
  it("use the app's imageUrl, else the service's image for imageId, else the chain's default asset", async () => {
    const list = await openNetworks([
      { ...mainnet, assets: { imageUrl: 'https://app.example/eth.svg', imageId: 'ignored' } },
      { ...polygon, assets: { imageId: 'polygon-logo' } },
      { ...polygon, id: 31337, caipNetworkId: 'eip155:31337' as const, name: 'Foyer Devnet' },
    ])
    expect(imageOf(list, /Ethereum/)).toBe('https://app.example/eth.svg')
    expect(imageOf(list, /Polygon/)).toBe(cloudImage('polygon-logo'))
    expect(imageOf(list, /Foyer Devnet/)).toBe(cloudImage('eip155-31337'))
  })

  it('fall back to the inline glyph when the image fails to load', async () => {
    const list = await openNetworks()
    const button = within(list).getByRole('button', { name: /Polygon/ })
    fireEvent.error(button.querySelector('img') as HTMLImageElement)
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('svg')).not.toBeNull()
    // The name stays the button's text; the image is decorative.
    expect(button.textContent).toContain('Polygon')
  })

  it('ask once for an image that failed: the next view of the same instance shows the glyph at once', async () => {
    const { foyer } = createTestFoyer({ networks: [mainnet, polygon] })
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Networks' }))
    const list = await screen.findByRole('list', { name: 'Networks' })
    const polygonImage = within(list)
      .getByRole('button', { name: /Polygon/ })
      .querySelector('img')
    fireEvent.error(polygonImage as HTMLImageElement)
    act(() => foyer.close())
    act(() => foyer.open({ view: 'Networks' }))
    const again = await screen.findByRole('list', { name: 'Networks' })
    expect(imageOf(again, /Polygon/)).toBeUndefined()
    expect(imageOf(again, /Ethereum/)).toBe(cloudImage('eip155-1'))
    // Another instance asks for it itself.
    const other = createTestFoyer({ networks: [mainnet, polygon] }).foyer
    const { container } = renderWithFoyer(other, <NetworkImage network={polygon} name="Polygon" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(cloudImage('eip155-137'))
  })

  it('guess no image for the placeholder of a network the app did not request', () => {
    const { container } = renderWithFoyer(
      createTestFoyer().foyer,
      <NetworkImage network={createUnsupportedNetwork('eip155:999')} name="Unknown Network" />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg')).not.toBeNull()
  })
})
