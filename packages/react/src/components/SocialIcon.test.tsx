import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from '../_test/fakeFoyer.js'
import { renderWithFoyer } from '../_test/render.js'
import { SocialLogins } from '../views/connect/SocialLogins.js'

const PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

describe('social logins on Connect', () => {
  it('show the first provider as a large button, three as tiles with their marks, and the rest behind Other', () => {
    const foyer = createFakeFoyer()
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

  it('starts the login in the click, and sends Farcaster to its own view', () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer, <SocialLogins providers={['github', 'farcaster']} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }))
    expect(foyer.embeddedWallet.connectSocial).toHaveBeenCalledWith('github')
    expect(screen.queryByRole('button', { name: 'Other' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('ConnectingFarcaster')
  })
})
