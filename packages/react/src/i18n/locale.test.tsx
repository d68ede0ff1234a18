import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestFoyer } from '../_test/testFoyer.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { useFoyerLocale } from '../hooks/useFoyerLocale.js'
import { groupThousands } from '../utils/formatAmount.js'
import { matchLocale } from './matchLocale.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

function LocaleSwitch() {
  const { locale, setLocale } = useFoyerLocale()
  return (
    <button type="button" onClick={() => setLocale('de')}>
      locale {locale}
    </button>
  )
}

describe('languages', () => {
  it("matches the visitor's languages to a table: exact tag in any case, then the same language, else en", () => {
    expect(matchLocale(['zh-cn'])).toBe('zh-CN')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['nl-NL', 'fr-CA'])).toBe('fr')
    expect(matchLocale(['nl', 'sv'])).toBe('en')
    expect(matchLocale([])).toBe('en')
  })

  it("speaks the app's locale on the page once its table arrived, and switches at run time", async () => {
    const { foyer } = createTestFoyer()
    render(
      <FoyerProvider foyer={foyer} locale="ja">
        <ConnectButton />
        <LocaleSwitch />
      </FoyerProvider>,
    )
    await screen.findByRole('button', { name: 'ウォレットを接続' })
    act(() => screen.getByRole('button', { name: 'locale ja' }).click())
    await screen.findByRole('button', { name: 'Wallet verbinden' })
  })

  it("defaults to the browser's language when the modal speaks it", async () => {
    vi.stubGlobal('navigator', { languages: ['ar-EG', 'en'], language: 'ar-EG' })
    const { foyer } = createTestFoyer()
    render(
      <FoyerProvider foyer={foyer}>
        <ConnectButton />
        <LocaleSwitch />
      </FoyerProvider>,
    )
    await screen.findByRole('button', { name: 'ربط المحفظة' })
    expect(screen.getByRole('button', { name: 'locale ar' })).toBeTruthy()
  })

  it('refuses a language it has no table for, naming the ones it has', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { foyer } = createTestFoyer()
    expect(() => render(<FoyerProvider foyer={foyer} locale={'xx' as 'en'} />)).toThrow(
      /Invalid parameter "locale": expected one of en, es, fr, de, pt-BR, ja, ko, zh-CN, tr, ar, got xx/,
    )
  })

  it("groups amounts with the language's marks", () => {
    expect(groupThousands('10000.123')).toBe('10,000.123')
    expect(groupThousands('10000.123', 'de')).toBe('10.000,123')
  })

  it('mirrors the modal for Arabic', async () => {
    const { foyer } = createTestFoyer()
    render(<FoyerProvider foyer={foyer} locale="ar" />)
    act(() => foyer.open())
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    await waitFor(() => expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl'))
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('ar')
  })
})
