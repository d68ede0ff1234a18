import type { FoyerInstance, FoyerOptions, OpenOptions } from '@foyer/core'
import { createFakeAdapter, FAKE_HOLDINGS, type FakeAdapterOptions, testMainnet } from '@foyer/core/testing'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FoyerProvider } from '../context/FoyerProvider.js'
import type { Locale } from '../i18n/locales.js'
import { type CloudAnswers, stubCloud } from './cloud.js'
import { createTestFoyer } from './testFoyer.js'

export interface ConnectedViewOptions {
  locale?: Locale | undefined
  /** Options of the fake EVM wallet. */
  wallet?: FakeAdapterOptions | undefined
  networks?: FoyerOptions['networks'] | undefined
  features?: FoyerOptions['features'] | undefined
  /** Answers before the stubbed cloud's own (convert quotes, a failure). */
  respond?: CloudAnswers['respond']
}

/**
 * The account area's views on the real core: the fake EVM wallet connected on Ethereum holding
 * FAKE_HOLDINGS (1.5 ETH at 2000 USD, 10 USDC), the modal open on `open` in `locale`.
 */
export async function openConnectedView(open: OpenOptions, options: ConnectedViewOptions = {}) {
  stubCloud({ balances: FAKE_HOLDINGS.balances, respond: options.respond })
  const adapter = createFakeAdapter(options.wallet)
  const { foyer } = createTestFoyer({
    networks: options.networks ?? [testMainnet],
    adapters: [adapter],
    features: options.features,
  })
  render(<FoyerProvider foyer={foyer} locale={options.locale} />)
  await act(() => foyer.connect('io.foyer.fake'))
  act(() => foyer.open(open))
  const dialog = await screen.findByRole('dialog')
  return { foyer: foyer as FoyerInstance, adapter, dialog, user: userEvent.setup() }
}
