import { createFoyer, createMemoryStorage, type FoyerInstance } from '@foyer/core'
import { createFakeAdapter, FAKE_ALICE, FAKE_HOLDINGS, FAKE_USDC, testMainnet } from '@foyer/core/testing'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerProvider } from '../../context/FoyerProvider.js'

let foyer: FoyerInstance | undefined
afterEach(() => foyer?.destroy())

/** The real core with its fake adapter (1.5 ETH at 2000 USD, 10 USDC), the modal in `locale`, on Send. */
async function openSend(locale: 'de' | 'ja') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/balance')) return Response.json(FAKE_HOLDINGS)
      if (url.pathname.includes('/identity/')) return Response.json({ name: null, avatar: null })
      return Response.json({ count: 0, data: [] })
    }),
  )
  const instance = createFoyer({
    projectId: 'test',
    networks: [testMainnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
    isMobile: false,
  })
  foyer = instance
  render(<FoyerProvider foyer={instance} locale={locale} />)
  await act(() => instance.connect('io.foyer.fake'))
  act(() => instance.open({ view: 'Send' }))
  const dialog = await screen.findByRole('dialog')
  const token = await within(dialog).findByLabelText(
    locale === 'de' ? 'Token' : 'トークン',
    {},
    { timeout: 5000 },
  )
  return { dialog, token, user: userEvent.setup() }
}

describe('Send in the visitor’s language', () => {
  it('reads "1,5" in German, shows amounts, fees and §5 texts the German way, and says so after sending', async () => {
    const { dialog, token, user } = await openSend('de')
    // Balances in the picker with German decimals (3 of them, §5).
    await within(token).findByRole('option', { name: 'USDC (10,000)' })
    expect(within(token).getByRole('option', { name: 'ETH (1,500)' })).toBeTruthy()
    const status = within(dialog).getByTestId('foyer-send-status')
    expect(status.textContent).toBe('Ein Token ist erforderlich')

    await user.selectOptions(token, `eip155:1:${FAKE_USDC}`)
    expect(await within(dialog).findByText('Guthaben: 10,000 USDC')).toBeTruthy()
    const amount = within(dialog).getByLabelText('Betrag')
    await user.type(amount, '11')
    await user.type(within(dialog).getByLabelText('An'), FAKE_ALICE)
    await waitFor(() => expect(status.textContent).toBe('Guthaben reicht nicht aus'))
    expect(amount.getAttribute('aria-invalid')).toBe('true')

    await user.clear(amount)
    await user.type(amount, '1,5')
    expect(foyer?.getState().send.sendTokenAmount).toBe('1.5')
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
    expect(status.textContent).toBe('トークンを選択してください')
    await within(token).findByRole('option', { name: 'USDC (10.000)' })
    await user.selectOptions(token, `eip155:1:${FAKE_USDC}`)
    await waitFor(() => expect(status.textContent).toBe('金額と送信先アドレスを入力してください'))
    await user.type(within(dialog).getByLabelText('金額'), 'abc')
    await waitFor(() => expect(status.textContent).toBe('金額が正しくありません'))
  })
})
