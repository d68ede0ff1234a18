import type { NamesState } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeFoyer } from '../../_test/fakeFoyer.js'
import { renderWithFoyer } from '../../_test/render.js'
import { ConnectButton } from '../../components/ConnectButton.js'

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

async function openRegister() {
  const foyer = createFakeFoyer(
    { nameZone: 'foyer.id' },
    { accounts: { eip155: { status: 'connected', address: ADDRESS } } },
  )
  const setNames = (patch: Partial<NamesState>) =>
    foyer.setState((state) => ({ names: { ...state.names, ...patch } }))
  // What core does: §5 first, then the service's answer.
  foyer.names.suggest = vi.fn(async (query: string) => {
    if (query.length < 4)
      return setNames({
        query,
        error: 'Names may use letters, digits and hyphens only, and need at least 4 characters',
        suggestions: [],
      })
    setNames({
      query,
      error: undefined,
      loading: false,
      suggestions: [
        { name: `${query}.foyer.id`, registered: query === 'alice' },
        { name: `${query}-1.foyer.id`, registered: false },
      ],
    })
  })
  renderWithFoyer(foyer, <ConnectButton />)
  act(() => foyer.open({ view: 'RegisterAccountName' }))
  await screen.findByRole('dialog', { name: 'Choose a name' })
  return { foyer, input: screen.getByRole('textbox', { name: 'Account name' }) }
}

describe('RegisterAccountName', () => {
  it('says whether the typed name is free while typing, offers free ones, and registers it', async () => {
    const { foyer, input } = await openRegister()
    const register = screen.getByRole('button', { name: 'Register name' }) as HTMLButtonElement
    fireEvent.change(input, { target: { value: 'alice' } })
    await screen.findByText('alice.foyer.id is taken')
    expect(register.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'alice-1.foyer.id' }))
    await screen.findByText('alice-1.foyer.id is available')
    expect((input as HTMLInputElement).value).toBe('alice-1')
    await waitFor(() => expect(register.disabled).toBe(false))
    fireEvent.click(register)
    expect(foyer.names.register).toHaveBeenCalledWith('alice-1')
  })

  it("shows §5's rule for a name it does not allow, and keeps Register off", async () => {
    const { input } = await openRegister()
    fireEvent.change(input, { target: { value: 'abc' } })
    await screen.findByText('Names may use letters, digits and hyphens only, and need at least 4 characters')
    expect((screen.getByRole('button', { name: 'Register name' }) as HTMLButtonElement).disabled).toBe(true)
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })
})
