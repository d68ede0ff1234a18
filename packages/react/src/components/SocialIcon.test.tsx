import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from '../_test/fakeFoyer.js'
import { renderWithFoyer } from '../_test/render.js'
import { SocialLogins } from '../views/connect/SocialLogins.js'

const PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
const NAMES = ['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook']

describe('social login tiles', () => {
  it("show each provider's mark beside its name, hidden from screen readers", () => {
    renderWithFoyer(createFakeFoyer(), <SocialLogins providers={PROVIDERS} />)
    const tiles = within(screen.getByRole('list', { name: 'Social login' })).getAllByRole('button')
    expect(tiles.map((tile) => tile.textContent)).toEqual(NAMES)
    tiles.forEach((tile, index) => {
      expect(tile.getAttribute('aria-label')).toBe(`Continue with ${NAMES[index]}`)
      const mark = tile.querySelector('.foyer-social-icon')
      expect(mark?.getAttribute('aria-hidden')).toBe('true')
      expect(mark?.getAttribute('data-provider')).toBe(PROVIDERS[index])
      // A drawn mark, not the initial on a tile.
      expect(mark?.querySelector('svg path, svg circle, svg rect')).not.toBeNull()
    })
  })
})
