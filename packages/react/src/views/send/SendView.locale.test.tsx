import { FAKE_ALICE, FAKE_USDC } from '@foyer/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openConnectedView } from '../../_test/connectedView.js'

/** The modal in `locale` on Send, the fake wallet holding 1.5 ETH at 2000 USD and 10 USDC. */
async function openSend(locale: 'de' | 'ja') {
  const opened = await openConnectedView({ view: 'Send' }, { locale })
  const token = await within(opened.dialog).findByLabelText(
    locale === 'de' ? 'Token' : 'トークン',
    {},
    { timeout: 5000 },
  )
  return { ...opened, token }
}

describe('Send in the visitor’s language', () => {
  it('reads "1,5" in German, shows amounts, fees and validation texts the German way, and says so after sending', async () => {
    const { foyer, dialog, token, user } = await openSend('de')
    // Balances in the picker with German decimals (3 of them).
    await within(token).findByRole('option', { name: 'USDC (10,000)' })
    expect(within(token).getByRole('option', { name: 'ETH (1,500)' })).toBeTruthy()
    const status = within(dialog).getByTestId('foyer-send-status')
    // Nothing is said to a form the visitor has not touched.
    expect(status.textContent).toBe('')

    await user.selectOptions(token, `eip155:1:${FAKE_USDC}`)
    expect(await within(dialog).findByText('Guthaben: 10,000 USDC')).toBeTruthy()
    const amount = within(dialog).getByLabelText('Betrag')
    await user.type(amount, '11')
    await user.type(within(dialog).getByLabelText('An'), FAKE_ALICE)
    await waitFor(() => expect(status.textContent).toBe('Guthaben reicht nicht aus'))
    expect(amount.getAttribute('aria-invalid')).toBe('true')

    await user.clear(amount)
    await user.type(amount, '1,5')
    expect(foyer.getState().send.sendTokenAmount).toBe('1.5')
    await waitFor(() => expect(status.textContent).toBe(''))
    expect(await within(dialog).findByText('1,50 $')).toBeTruthy()
    await waitFor(() =>
      expect(within(dialog).getByTestId('foyer-send-fee').textContent).toBe(
        'Netzwerkgebühr0,000021 ETH (0,04\u00a0$)',
      ),
    )

    const review = within(dialog).getByRole('button', { name: 'Senden prüfen' })
    await waitFor(() => expect(review.hasAttribute('disabled')).toBe(false))
    await user.click(review)
    const preview = await screen.findByRole('dialog', { name: 'Senden prüfen' })
    expect(await within(preview).findByText('1,5 USDC')).toBeTruthy()
    await user.click(within(preview).getByRole('button', { name: 'Senden' }))
    // The snackbar core shows is an id; the modal says it in German.
    expect((await screen.findByText(/^Transaktion gesendet 0x/)).textContent).toBe(
      'Transaktion gesendet 0xab…ababab',
    )
  })

  it('names what is missing in Japanese', async () => {
    const { dialog, token, user } = await openSend('ja')
    const status = within(dialog).getByTestId('foyer-send-status')
    expect(status.textContent).toBe('')
    await within(token).findByRole('option', { name: 'USDC (10.000)' })
    await user.selectOptions(token, `eip155:1:${FAKE_USDC}`)
    await waitFor(() => expect(status.textContent).toBe('金額と送信先アドレスを入力してください'))
    await user.type(within(dialog).getByLabelText('金額'), 'abc')
    await waitFor(() => expect(status.textContent).toBe('金額が正しくありません'))
    await user.clear(within(dialog).getByLabelText('金額'))
    await user.type(within(dialog).getByLabelText('金額'), '1')
    await user.type(within(dialog).getByLabelText('送信先'), 'nobody.eth')
    await waitFor(() => expect(status.textContent).toBe('この名前のアドレスが見つかりません'))
  })
})
