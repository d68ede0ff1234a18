import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeFoyer } from '../../_test/fakeFoyer.js'
import { renderWithFoyer } from '../../_test/render.js'
import { ConnectButton } from '../../components/ConnectButton.js'

async function openOtp(error?: string) {
  const foyer = createFakeFoyer(
    {},
    {
      embeddedWallet: {
        frame: 'ready',
        busy: false,
        email: 'ada@example.com',
        cooldownUntil: Date.now() + 20_500,
      },
    },
  )
  if (error)
    foyer.embeddedWallet.connectOtp = vi.fn(async () => {
      throw Object.assign(new Error(error), { shortMessage: error })
    })
  renderWithFoyer(foyer, <ConnectButton />)
  act(() => foyer.open({ view: 'EmailVerifyOtp' }))
  await screen.findByRole('dialog', { name: 'Confirm email' })
  const group = await screen.findByRole('group', { name: 'Verification code' })
  return { foyer, group }
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ }) as HTMLInputElement[]

describe('EmailVerifyOtp', () => {
  it('names where the code went, fills the boxes from a paste and signs in with the full code', async () => {
    const { foyer } = await openOtp()
    expect(screen.getByText('Enter the 6-digit code we sent to ada@example.com')).toBeTruthy()
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => '123 456' } })
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6'])
    await waitFor(() => expect(foyer.embeddedWallet.connectOtp).toHaveBeenCalledWith('123456'))
  })

  it('moves on as digits are typed, back on Backspace', async () => {
    const { foyer } = await openOtp()
    const [first, second, third] = boxes() as [HTMLInputElement, HTMLInputElement, HTMLInputElement]
    fireEvent.change(first, { target: { value: '7' } })
    expect(document.activeElement).toBe(second)
    fireEvent.change(second, { target: { value: '8' } })
    expect(document.activeElement).toBe(third)
    fireEvent.keyDown(third, { key: 'Backspace' })
    expect(boxes().map((b) => b.value)).toEqual(['7', '', '', '', '', ''])
    expect(document.activeElement).toBe(second)
    fireEvent.change(second, { target: { value: 'x' } })
    expect(boxes()[1]?.value).toBe('')
    expect(foyer.embeddedWallet.connectOtp).not.toHaveBeenCalled()
  })

  it('shows the server’s text for a wrong code, empties the boxes and counts the resend down', async () => {
    await openOtp('Invalid code. Check the email and try again.')
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => '000000' } })
    expect(await screen.findByText('Invalid code. Check the email and try again.')).toBeTruthy()
    expect(boxes().every((b) => b.value === '')).toBe(true)
    expect(screen.getByRole('group', { name: 'Verification code' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(/Resend code in (20|21) s/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull()
  })
})
