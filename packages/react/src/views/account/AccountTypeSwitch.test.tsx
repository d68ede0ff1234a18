import { createScriptedFrame } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { scriptSmartAccountUser, signInWithEmail } from '../../_test/embedded.js'
import { polygon } from '../../_test/fixtures.js'
import { renderWithFoyer } from '../../_test/render.js'
import { createTestFoyer } from '../../_test/testFoyer.js'

const frame = createScriptedFrame()
/** Scripted in place of the secure site's frame: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport } }

beforeEach(() => frame.reset())

/** The Account view after an email login of a user with a smart account on Ethereum (chain 1). */
async function openEmbedded(preferred: 'eoa' | 'smartAccount') {
  scriptSmartAccountUser(frame, preferred, [1])
  const { foyer } = createTestFoyer({
    ...scripted,
    wallet: { embedded: true },
  })
  renderWithFoyer(foyer)
  await signInWithEmail(foyer)
  // The modal closed after the login; the account button opens Account.
  act(() => foyer.open())
  await screen.findByRole('dialog', { name: 'Account' })
  return foyer
}

const preferences = () => frame.payloadsOf('SET_PREFERRED_ACCOUNT')

describe('Account view: smart account', () => {
  it('labels the smart account and offers the EOA, which the click asks core for', async () => {
    await openEmbedded('smartAccount')
    expect((await screen.findByTestId('foyer-account-type')).textContent).toBe('Smart account')
    const toEoa = screen.getByRole('button', { name: 'Switch to your EOA' })
    // The icon is the account it leads to (a key for the EOA), not Swap's arrows.
    expect(toEoa.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('eoa')
    fireEvent.click(toEoa)
    await waitFor(() => expect(preferences()).toEqual([{ type: 'eoa' }]))
    expect(await screen.findByRole('button', { name: 'Switch to your smart account' })).toBeTruthy()
    expect(screen.getByTestId('foyer-account-type').textContent).toBe('EOA')
  })

  it('offers the smart account back while the EOA acts', async () => {
    await openEmbedded('eoa')
    expect((await screen.findByTestId('foyer-account-type')).textContent).toBe('EOA')
    const toSmart = screen.getByRole('button', { name: 'Switch to your smart account' })
    expect(toSmart.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('smartAccount')
    fireEvent.click(toSmart)
    await waitFor(() => expect(preferences()).toEqual([{ type: 'smartAccount' }]))
    expect(await screen.findByRole('button', { name: 'Switch to your EOA' })).toBeTruthy()
  })

  it('offers no switch on a network without smart accounts', async () => {
    const foyer = await openEmbedded('eoa')
    await screen.findByTestId('foyer-account-type')
    await act(() => foyer.switchNetwork(polygon))
    expect(frame.payloadsOf('SWITCH_NETWORK')).toEqual([{ chainId: 137 }])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Network: Polygon' })).toBeTruthy())
    expect(screen.queryByRole('button', { name: /Switch to your/ })).toBeNull()
    expect(screen.queryByTestId('foyer-account-type')).toBeNull()
  })
})
