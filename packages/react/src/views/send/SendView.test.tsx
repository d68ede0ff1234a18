import { UserRejectedRequestError } from '@foyer/core'
import {
  createFakeAdapter,
  FAKE_ALICE,
  FAKE_USDC,
  testMainnet,
  testSepolia,
  testSolana,
} from '@foyer/core/testing'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { openConnectedView } from '../../_test/connectedView.js'
import { renderWithFoyer } from '../../_test/render.js'
import { createTestFoyer } from '../../_test/testFoyer.js'

const BOB = `0x${'b0'.repeat(20)}`
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

// The real createFoyer with core's fake adapter, the blockchain API answered in-process, on Account.
async function openSend(features: { send?: boolean } = {}) {
  const { foyer, adapter } = await openConnectedView(
    {},
    {
      networks: [testMainnet, testSepolia],
      features,
      wallet: {
        names: { 'alice.eth': FAKE_ALICE },
        profile: { name: null, avatar: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' },
      },
    },
  )
  const account = await screen.findByRole('dialog', { name: 'Account' })
  // The Account view's body is a lazy chunk: its header shows first.
  await within(account).findByRole('button', { name: 'Receive' }, { timeout: 5000 })
  return { adapter, foyer, account, user: userEvent.setup() }
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Send' })
  const token = await within(dialog).findByLabelText('Token')
  await within(token).findByRole('option', { name: /USDC/ })
  await user.selectOptions(token, `eip155:1:${FAKE_USDC}`)
  await user.type(within(dialog).getByLabelText('Amount'), amount)
  await user.type(within(dialog).getByLabelText('To'), 'alice.eth')
  return dialog
}

/** The form's Preview send button, once the form is ready (it is named so even while disabled). */
async function readyPreviewButton(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Review send' })
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
  return button
}

describe('Send views', () => {
  it('name what is missing with the validation messages, check the balance, and offer Max', async () => {
    const { account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send' })
    await within(dialog).findByLabelText('Token')
    const submit = () => dialog.querySelector('button[type="submit"]')
    const status = within(dialog).getByTestId('foyer-send-status')
    // The native currency is picked at once, and nothing is said before the visitor does something.
    const token = within(dialog).getByLabelText<HTMLSelectElement>('Token')
    await waitFor(() => expect(token.value).toBe('native:ETH'))
    expect(status.textContent).toBe('')
    expect(submit()?.textContent).toBe('Review send')
    expect(submit()?.hasAttribute('disabled')).toBe(true)

    await within(token).findByRole('option', { name: /USDC/ })
    await user.selectOptions(token, `eip155:1:${FAKE_USDC}`)
    await waitFor(() => expect(status.textContent).toBe('An amount and receiver address are required'))
    expect(token.parentElement?.querySelector('img')?.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:1\/public\/getTokenImage\/USDC\?projectId=test&/,
    )

    // Too much is said at once, before the receiver is typed.
    await user.type(within(dialog).getByLabelText('Amount'), '11')
    await waitFor(() => expect(status.textContent).toBe('Insufficient balance'))
    await user.type(within(dialog).getByLabelText('To'), FAKE_ALICE)
    await waitFor(() => expect(status.textContent).toBe('Insufficient balance'))
    expect(within(dialog).getAllByText('Insufficient balance')).toHaveLength(1)
    expect(submit()?.hasAttribute('disabled')).toBe(true)

    await user.click(within(dialog).getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('Amount').value).toBe('10'))
    await waitFor(() => expect(submit()?.hasAttribute('disabled')).toBe(false))
    expect(status.textContent).toBe('')
  })

  it('clears "An amount and receiver address are required" as soon as both are typed', async () => {
    const { account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send' })
    const token = await within(dialog).findByLabelText('Token')
    await within(token).findByRole('option', { name: /USDC/ })
    await user.selectOptions(token, `eip155:1:${FAKE_USDC}`)
    const status = within(dialog).getByTestId('foyer-send-status')
    await user.type(within(dialog).getByLabelText('Amount'), '1')
    expect(status.textContent).toBe('An amount and receiver address are required')
    await user.type(within(dialog).getByLabelText('To'), 'alice.eth')
    // Still inside the receiver's 300 ms debounce: no stale verdict about an empty receiver.
    expect(status.textContent).toBe('')
    await readyPreviewButton(dialog)
  })

  it("shows 'Incorrect amount' and no fee for an amount of abc", async () => {
    const { account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await fillForm(user, '1')
    const fee = within(dialog).getByTestId('foyer-send-fee')
    await waitFor(() => expect(fee.textContent).toBe('Network fee0.000021 ETH ($0.04)'))
    const amount = within(dialog).getByLabelText('Amount')
    await user.clear(amount)
    await user.type(amount, 'abc')
    await waitFor(() =>
      expect(within(dialog).getByTestId('foyer-send-status').textContent).toBe('Incorrect amount'),
    )
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(fee.textContent).toBe('Network fee–')
    // The debounced estimate for 'abc' comes and goes without a fee.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fee.textContent).toBe('Network fee–')
  })

  it('resolves alice.eth, shows the fee, sends, and shows the shortened hash without explorer', async () => {
    const { adapter, account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await fillForm(user, '1.5')
    const receiver = within(dialog).getByTestId('foyer-send-receiver')
    await waitFor(() => expect(receiver.textContent).toBe('alice.eth0xa1…a1a1a1'))
    expect(receiver.querySelector('img')).toBeTruthy()
    await waitFor(() =>
      expect(within(dialog).getByTestId('foyer-send-fee').textContent).toBe(
        'Network fee0.000021 ETH ($0.04)',
      ),
    )

    await user.click(await readyPreviewButton(dialog))
    const preview = await screen.findByRole('dialog', { name: 'Review send' })
    // The name and where it points: shortened on screen, in full on hover and to screen readers.
    const to = await within(preview).findByTestId('foyer-send-preview-receiver')
    expect(to.textContent).toBe(`alice.eth0xa1…a1a1a1${FAKE_ALICE}`)
    expect(within(to).getByTitle(FAKE_ALICE)).toBeTruthy()
    expect(preview.textContent).toContain('1.5 USDC')
    const held = adapter.hold('sendTokens')
    await user.click(within(preview).getByRole('button', { name: 'Send' }))
    expect(await within(preview).findByRole('status')).toBeTruthy()
    const sending = within(preview).getByRole('button', { name: 'Sending…' })
    // aria-disabled, not disabled: focus stays on the button instead of falling to <body>.
    expect(sending.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(sending)
    await user.click(sending)
    expect(adapter.callsOf('sendTokens')).toHaveLength(1)
    held.release()
    expect(await within(preview).findByText('Transaction sent')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Transaction sent'))
    // The title says what happened, no longer 'Review send'.
    expect(screen.getByRole('dialog', { name: 'Sent' })).toBe(preview)
    expect(within(preview).getByTestId('foyer-send-hash').textContent).toBe('0xab…ababab')
    expect(adapter.callsOf('sendTokens')[0]?.args[0]).toMatchObject({
      to: FAKE_ALICE,
      amount: 1_500_000n,
      token: FAKE_USDC,
    })

    // Back from the outcome starts over: a fresh form on the native currency, not the same send one click away.
    await user.click(within(preview).getByRole('button', { name: 'Back' }))
    const form = await screen.findByRole('dialog', { name: 'Send' })
    expect(within(form).getByLabelText<HTMLInputElement>('Amount').value).toBe('')
    expect(within(form).getByLabelText<HTMLInputElement>('To').value).toBe('')
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLSelectElement>('Token').value).toBe('native:ETH'),
    )
    expect(within(form).getByTestId('foyer-send-status').textContent).toBe('')
    expect(within(form).getByRole('button', { name: 'Review send' }).hasAttribute('disabled')).toBe(true)
  })

  it('goes back to the account after a send', async () => {
    const { account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await fillForm(user, '1')
    await user.click(await readyPreviewButton(dialog))
    const preview = await screen.findByRole('dialog', { name: 'Review send' })
    await user.click(await within(preview).findByRole('button', { name: 'Send' }))
    await user.click(await within(preview).findByRole('button', { name: 'Back to account' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it("shows the wallet's 'User rejected the request.' and lets the visitor try again", async () => {
    const { adapter, account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await fillForm(user, '1')
    await user.click(await readyPreviewButton(dialog))
    const preview = await screen.findByRole('dialog', { name: 'Review send' })
    await within(preview).findByTestId('foyer-send-preview-receiver')
    adapter.failNext('sendTokens', new UserRejectedRequestError())
    await user.click(within(preview).getByRole('button', { name: 'Send' }))
    // The snackbar says it too; the view keeps it next to the button.
    const error = await within(preview).findByText('User rejected the request.', { selector: '.foyer-error' })
    await waitFor(() => expect(document.activeElement).toBe(error))
    await user.click(within(preview).getByRole('button', { name: 'Send' }))
    expect(await within(preview).findByText('Transaction sent')).toBeTruthy()
  })

  it('opens the preview with the receiver pasted just before Enter, not the previous one', async () => {
    const { account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await fillForm(user, '1')
    await readyPreviewButton(dialog)
    const to = within(dialog).getByLabelText('To')
    await user.clear(to)
    await user.paste(BOB)
    // Within the 300 ms debounce: the store still holds alice.eth.
    await user.keyboard('{Enter}')
    const previewButton = within(dialog).getByRole('button', { name: 'Review send' })
    await waitFor(() => expect(previewButton.hasAttribute('disabled')).toBe(false))
    await user.click(previewButton)
    const preview = await screen.findByRole('dialog', { name: 'Review send' })
    expect((await within(preview).findByTestId('foyer-send-preview-receiver')).textContent).toBe(
      `0xb0…b0b0b0${BOB}`,
    )
  })

  it('hands the store a receiver typed just before leaving the form', async () => {
    const { foyer, account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send' })
    await user.click(within(dialog).getByLabelText('To'))
    await user.paste(BOB)
    act(() => foyer.close())
    await waitFor(() => expect(foyer.getState().send.receiverAddress).toBe(BOB))
  })

  it('shows validation messages in a status line the fields point to, and marks the field at fault', async () => {
    const { account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await fillForm(user, '11')
    const status = within(dialog).getByTestId('foyer-send-status')
    expect(status.getAttribute('role')).toBe('status')
    const amount = within(dialog).getByLabelText('Amount')
    const to = within(dialog).getByLabelText('To')
    await waitFor(() => expect(status.textContent).toBe('Insufficient balance'))
    expect(amount.getAttribute('aria-describedby')).toContain(status.id)
    expect(to.getAttribute('aria-describedby')).toContain(status.id)
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(to.hasAttribute('aria-invalid')).toBe(false)

    await user.clear(amount)
    await user.type(amount, '1')
    await user.clear(to)
    await user.type(to, 'nobody.eth')
    // A name nobody holds is not a mistyped address.
    await waitFor(() => expect(status.textContent).toBe('No address found for this name'))
    expect(to.getAttribute('aria-invalid')).toBe('true')
    expect(amount.hasAttribute('aria-invalid')).toBe(false)
  })

  it('starts over when the wallet switches network while the form is open', async () => {
    const { foyer, account, user } = await openSend()
    await user.click(within(account).getByRole('button', { name: 'Send' }))
    const dialog = await fillForm(user, '1')
    await readyPreviewButton(dialog)
    await act(() => foyer.switchNetwork(testSepolia))
    const send = await screen.findByRole('dialog', { name: 'Send' })
    await waitFor(() => expect(within(send).getByLabelText<HTMLInputElement>('To').value).toBe(''))
    expect(within(send).getByLabelText<HTMLInputElement>('Amount').value).toBe('')
    // A fresh form: nothing said yet.
    expect(within(send).getByTestId('foyer-send-status').textContent).toBe('')
  })

  it('asks for the address of the family connected: ENS names on EVM, a Solana address on Solana', async () => {
    const { dialog } = await openConnectedView({ view: 'Send' })
    expect((await within(dialog).findByLabelText('To')).getAttribute('placeholder')).toBe(
      'Address or ENS name',
    )
    cleanup()
    const solana = createFakeAdapter({ namespace: 'solana', address: SOLANA_ADDRESS })
    const { foyer } = createTestFoyer({ networks: [testSolana], adapters: [solana] })
    renderWithFoyer(foyer)
    await act(() => foyer.connect('io.foyer.fake', { chain: 'solana' }))
    act(() => foyer.open({ view: 'Send' }))
    const to = await within(await screen.findByRole('dialog', { name: 'Send' })).findByLabelText('To')
    expect(to.getAttribute('placeholder')).toBe('Solana address')
  })

  it('is not offered when features.send is off', async () => {
    const { account } = await openSend({ send: false })
    expect(within(account).queryByRole('button', { name: 'Send' })).toBeNull()
    expect(within(account).getByRole('button', { name: 'Receive' })).toBeTruthy()
  })
})
