import { FAKE_USDC } from '@foyer/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openConnectedView } from '../../_test/connectedView.js'

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = `eip155:1:${FAKE_USDC}`

/** USDC the pool gives per ETH: 2000 is the price (no impact); less is a pool short of USDC. */
let usdcPerEth = 2000n

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
    const toAmount = url.searchParams.get('from') === NATIVE ? (amount * usdcPerEth) / 10n ** 12n : 0n
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
async function openSwap(locale: 'de' | 'ja' | 'en') {
  const { foyer, dialog, user } = await openConnectedView({ view: 'Swap' }, { locale, respond: convertApi })
  // ETH pays (the native currency first); no token to receive yet: the visitor picks USDC.
  await within(dialog).findByRole(
    'button',
    { name: { de: 'Mit ETH zahlen', ja: 'ETH で支払う', en: 'Pay with ETH' }[locale] },
    { timeout: 5000 },
  )
  await user.click(
    within(dialog).getByRole('button', {
      name: { de: 'Token auswählen', ja: 'トークンを選択', en: 'Select token' }[locale],
    }),
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

  it('shows a 17-decimal Max with 6 decimals, grouped like the other field, and USD values under both', async () => {
    const { foyer, dialog, user } = await openSwap('en')
    await user.click(within(dialog).getByRole('button', { name: 'Max' }))
    // 1.5 ETH less the 1 % kept for the fee: 1.485 exactly; the field and the state agree.
    await waitFor(() => expect(foyer.getState().swap?.sourceTokenAmount).toBe('1.485'))
    const pay = within(dialog).getByLabelText<HTMLInputElement>('You pay')
    expect(pay.value).toBe('1.485')
    const receive = within(dialog).getByLabelText<HTMLInputElement>('You receive')
    await waitFor(() => expect(receive.value).toBe('2,970'))
    expect(within(dialog).getByTestId('foyer-swap-pay-usd').textContent).toBe('≈ $2,970.00')
    expect(within(dialog).getByTestId('foyer-swap-receive-usd').textContent).toBe('≈ $2,970.00')
    // A balance with 17 decimals: the field shows 6, the amount keeps all of them.
    await user.clear(pay)
    await user.type(pay, '0.12345678901234567')
    await user.tab()
    expect(pay.value).toBe('0.123456')
    await waitFor(() => expect(foyer.getState().swap?.sourceTokenAmount).toBe('0.12345678901234567'))
  })

  it('warns past 5 % of price impact and asks to accept past 15 % before the swap can be sent', async () => {
    usdcPerEth = 1800n
    const { dialog, user } = await openSwap('en')
    await user.type(within(dialog).getByLabelText('You pay'), '1')
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'High price impact: you get 10.00% less value than you pay',
    )
    usdcPerEth = 20n
    await user.type(within(dialog).getByLabelText('You pay'), '.1')
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Very high price impact: you lose 99.00% of the value',
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Review swap' }))
    const preview = await screen.findByRole('dialog', { name: 'Review swap' })
    const swap = within(preview).getByRole('button', { name: 'Swap' })
    expect(swap.hasAttribute('disabled')).toBe(true)
    await user.click(
      within(preview).getByRole('checkbox', { name: 'I accept losing 99.00% of the value in this swap' }),
    )
    await waitFor(() => expect(swap.hasAttribute('disabled')).toBe(false))
  })
})

afterEach(() => {
  usdcPerEth = 2000n
})
