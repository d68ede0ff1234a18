import { createScriptedFrame } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithFoyer } from '../../_test/render.js'
import { createTestFoyer } from '../../_test/testFoyer.js'
import { ConnectButton } from '../../components/ConnectButton.js'

const frame = createScriptedFrame()
/** Scripted in place of the secure site's frame: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport } }

beforeEach(() => frame.reset())

/** The code view after the visitor asked for a code on Connect; `error` is the secure site's answer to a code. */
async function openOtp(error?: string) {
  if (error)
    frame.handlers.CONNECT_OTP = () => {
      throw Object.assign(new Error(error), { shortMessage: error })
    }
  const { foyer } = createTestFoyer({
    ...scripted,
    wallet: { embedded: true },
  })
  renderWithFoyer(foyer, <ConnectButton />)
  act(() => foyer.open())
  await act(() => foyer.embeddedWallet.connectEmail('ada@example.com'))
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
    await waitFor(() => expect(frame.payloadsOf('CONNECT_OTP')).toEqual([{ otp: '123456' }]))
    // Signed in: the modal closes, as after any connect.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
  })

  it('moves on as digits are typed, back on Backspace', async () => {
    await openOtp()
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
    expect(frame.payloadsOf('CONNECT_OTP')).toEqual([])
  })

  it('shows the server’s text for a wrong code, empties the boxes and counts the resend down', async () => {
    await openOtp('Invalid code. Check the email and try again.')
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => '000000' } })
    expect(await screen.findByText('Invalid code. Check the email and try again.')).toBeTruthy()
    expect(boxes().every((b) => b.value === '')).toBe(true)
    expect(screen.getByRole('group', { name: 'Verification code' }).getAttribute('aria-invalid')).toBe('true')
    // The code went out just now: a new one may be asked for 30 s later.
    expect(screen.getByText(/Resend code in (29|30) s/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull()
  })
})
