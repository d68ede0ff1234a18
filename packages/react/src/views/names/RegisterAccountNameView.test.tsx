import { FAKE_ADDRESS } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubCloud } from '../../_test/cloud.js'
import { renderWithFoyer } from '../../_test/render.js'
import { connectWallet, createTestFoyer } from '../../_test/testFoyer.js'
import { ConnectButton } from '../../components/ConnectButton.js'

/** The name service: `alice` is taken, `<name>-1` is always free; registration takes the signed message. */
function stubNames() {
  const registered: { message: string; signature: string; address: string }[] = []
  const cloud = stubCloud({
    respond: (url, init) => {
      const suggest = url.pathname.match(/^\/v1\/profile\/suggestions\/(.+)$/)
      if (suggest?.[1]) {
        const query = decodeURIComponent(suggest[1])
        return Response.json({
          suggestions: [
            { name: `${query}.${url.searchParams.get('zone')}`, registered: query === 'alice' },
            { name: `${query}-1.${url.searchParams.get('zone')}`, registered: false },
          ],
        })
      }
      if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body))
        registered.push(body)
        return Response.json({ name: JSON.parse(body.message).name })
      }
      return undefined
    },
  })
  return { cloud, registered }
}

async function openRegister() {
  const names = stubNames()
  const { foyer } = createTestFoyer({ nameZone: 'foyer.id' })
  renderWithFoyer(foyer, <ConnectButton />)
  await connectWallet(foyer)
  act(() => foyer.open({ view: 'RegisterAccountName' }))
  await screen.findByRole('dialog', { name: 'Choose a name' })
  return { foyer, ...names, input: await screen.findByRole('textbox', { name: 'Account name' }) }
}

describe('RegisterAccountName', () => {
  it('says whether the typed name is free while typing, offers free ones, and registers it', async () => {
    const { input, registered } = await openRegister()
    const register = screen.getByRole('button', { name: 'Register name' }) as HTMLButtonElement
    fireEvent.change(input, { target: { value: 'alice' } })
    await screen.findByText('alice.foyer.id is taken')
    expect(register.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'alice-1.foyer.id' }))
    await screen.findByText('alice-1.foyer.id is available')
    expect((input as HTMLInputElement).value).toBe('alice-1')
    await waitFor(() => expect(register.disabled).toBe(false))
    fireEvent.click(register)
    // The wallet signed the name, the service took it.
    expect(await screen.findByRole('dialog', { name: 'Name registered' })).toBeTruthy()
    expect(registered).toHaveLength(1)
    expect(registered[0]?.address).toBe(FAKE_ADDRESS)
    expect(JSON.parse(registered[0]?.message ?? '{}').name).toBe('alice-1.foyer.id')
    // The page's button names the account by its new name.
    expect(await screen.findByRole('button', { name: /alice-1\.foyer\.id/ })).toBeTruthy()
  })

  it('shows the naming rule for a name it does not allow, and keeps Register off', async () => {
    const { input, cloud } = await openRegister()
    fireEvent.change(input, { target: { value: 'abc' } })
    await screen.findByText('Names may use letters, digits and hyphens only, and need at least 4 characters')
    expect((screen.getByRole('button', { name: 'Register name' }) as HTMLButtonElement).disabled).toBe(true)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    // A name the naming rules refuse is never sent to the service.
    expect(cloud.requests.some((url) => url.pathname.startsWith('/v1/profile/'))).toBe(false)
  })
})
