import { FAKE_USDC } from '@foyer/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openConnectedView } from '../../_test/connectedView.js'

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = `eip155:1:${FAKE_USDC}`

/** The convert API of a pool at 1 ETH = 2000 USDC without fee, gas at 1 gwei. */
function convertApi(url: URL): Response | undefined {
  if (url.pathname === '/v1/convert/tokens')
    return Response.json({
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '', price: 2000 },
        { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '', price: 1 },
      ],
    })
  if (url.pathname === '/v1/convert/gas-price')
    return Response.json({ standard: '1000000000', fast: '1000000000', instant: '1000000000' })
  if (url.pathname === '/v1/convert/quotes') {
    const amount = BigInt(url.searchParams.get('amount') ?? '0')
    const toAmount = url.searchParams.get('from') === NATIVE ? (amount * 2000n) / 10n ** 12n : 0n
    return Response.json({
      quotes: [
        {
          id: null,
          fromAmount: String(amount),
          fromAccount: '',
          toAmount: String(toAmount),
          toAccount: '',
        },
      ],
    })
  }
  return undefined
}

/** The real core with its fake adapter, the modal in `locale` on Swap, ETH to pay and USDC to receive. */
async function openSwap(locale: 'de' | 'ja') {
  const { foyer, dialog, user } = await openConnectedView({ view: 'Swap' }, { locale, respond: convertApi })
  // ETH pays (the native currency first); no token to receive yet: the visitor picks USDC.
  await within(dialog).findByRole(
    'button',
    { name: locale === 'de' ? 'Mit ETH zahlen' : 'ETH で支払う' },
    { timeout: 5000 },
  )
  await user.click(
    within(dialog).getByRole('button', { name: locale === 'de' ? 'Token auswählen' : 'トークンを選択' }),
  )
  await user.click(await screen.findByRole('button', { name: /^USDC/ }))
  return { foyer, dialog: await screen.findByRole('dialog'), user }
}

describe('Swap in the visitor’s language', () => {
  it('reads "1,2" in German and shows the quote, balance, fees and price impact the German way', async () => {
    const { foyer, dialog, user } = await openSwap('de')
    expect(await within(dialog).findByText('Guthaben: 1,500 ETH')).toBeTruthy()
    await user.type(within(dialog).getByLabelText('Du zahlst'), '1,2')
    const receive = within(dialog).getByLabelText<HTMLInputElement>('Du erhältst')
    await waitFor(() => expect(receive.value).toBe('2.400'))
    expect(foyer.getState().swap?.sourceTokenAmount).toBe('1.2')
    // Intl and the German table put no-break spaces before % and $.
    const details = dialog.querySelector('dl')?.textContent?.replaceAll('\u00a0', ' ')
    expect(details).toContain('Preisauswirkung0,00 %')
    expect(details).toContain('Mindestens erhalten (1 % Slippage)2.376 USDC')
    expect(details).toContain('Anbietergebühr (0,85 %)0,0102 ETH')
    expect(details).toContain('Netzwerkgebühr0,30 $')
    await user.click(within(dialog).getByRole('button', { name: 'Tausch prüfen' }))
    const preview = await screen.findByRole('dialog', { name: 'Tausch prüfen' })
    const summary = await within(preview).findByText(/1,2 ETH/)
    expect(summary.textContent).toContain('2.400 USDC')
  })

  it('says in Japanese that the balance is short', async () => {
    const { dialog, user } = await openSwap('ja')
    await user.type(within(dialog).getByLabelText('支払額'), '2')
    const status = await within(dialog).findByRole('status')
    await waitFor(() => expect(status.textContent).toBe('残高が不足しています'))
    expect(
      within(dialog).getByRole('button', { name: '残高が不足しています' }).hasAttribute('disabled'),
    ).toBe(true)
  })
})
