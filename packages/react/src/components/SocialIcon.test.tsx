import { createScriptedFrame } from '@foyer/core/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithFoyer } from '../_test/render.js'
import { createTestFoyer } from '../_test/testFoyer.js'
import { SocialLogins } from '../views/connect/SocialLogins.js'

const frame = createScriptedFrame()
/** Scripted in place of the secure site's frame: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport } }

const PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

beforeEach(() => {
  frame.reset()
  // The provider's address never comes back: the login waits with its window open.
  frame.handlers.GET_SOCIAL_REDIRECT_URI = () => new Promise(() => {})
})

describe('social logins on Connect', () => {
  it('show the first provider as a large button, three as tiles with their marks, and the rest behind Other', () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer, <SocialLogins providers={PROVIDERS} />)
    const first = screen.getByRole('button', { name: 'Continue with Google' })
    expect(first.querySelector('.foyer-social-icon')?.getAttribute('data-provider')).toBe('google')
    const tiles = within(screen.getByRole('list', { name: 'Social login' })).getAllByRole('button')
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Other',
    ])
    for (const [index, provider] of ['x', 'discord', 'farcaster'].entries()) {
      const mark = tiles[index]?.querySelector('.foyer-social-icon')
      expect(mark?.getAttribute('aria-hidden')).toBe('true')
      expect(mark?.getAttribute('data-provider')).toBe(provider)
      // A drawn mark, not the initial on a tile.
      expect(mark?.querySelector('svg path, svg circle, svg rect')).not.toBeNull()
    }
    fireEvent.click(screen.getByRole('button', { name: 'Other' }))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('ConnectSocials')
  })

  it('starts the login in the click, and sends Farcaster to its own view', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: '' } }
    const open = vi.fn(() => popup)
    vi.stubGlobal('open', open)
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer, <SocialLogins providers={['github', 'farcaster']} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }))
    // The provider's window opens in the click itself, or the browser would block it.
    expect(open).toHaveBeenCalledOnce()
    await waitFor(() => expect(frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')).toEqual([{ provider: 'github' }]))
    expect(foyer.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingSocial',
      data: { provider: 'github' },
    })
    expect(screen.queryByRole('button', { name: 'Other' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('ConnectingFarcaster')
  })
})
