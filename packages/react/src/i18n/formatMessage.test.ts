import { ALERTS, SEND_MESSAGES } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import de from '../locales/de.json'
import ja from '../locales/ja.json'
import { formatMessage } from './formatMessage.js'
import { parseTypedAmount, toTypedAmount } from './typedAmount.js'

describe('formatMessage', () => {
  it("renders core's texts in the exact English of the user-facing messages", () => {
    expect(formatMessage(ALERTS.SessionExpired.title)).toBe('Session Expired')
    expect(formatMessage(ALERTS.SessionExpired.message)).toBe(
      'Invalid session found - please check your time settings and connect again',
    )
    expect(formatMessage(ALERTS.ProjectIdNotConfigured.title)).toBe('Project ID Not Configured')
    expect(formatMessage(SEND_MESSAGES.amountAndReceiverRequired)).toBe(
      'An amount and receiver address are required',
    )
    expect(formatMessage({ id: 'nameRegisterFailed', params: { name: 'alice.foyer.id' } })).toBe(
      'Error registering name alice.foyer.id',
    )
    expect(formatMessage({ id: 'swapInitFailed' })).toBe('Failed to initialize swap')
    expect(formatMessage({ id: 'text', params: { text: 'Saved' } })).toBe('Saved')
  })

  it("groups amounts for the language and takes an app's or a language's table", () => {
    const swapped = {
      id: 'swapSwapped',
      params: { amount: '1234.5', from: 'USDC', received: '0.6', to: 'ETH' },
    } as const
    expect(formatMessage(swapped)).toBe('Swapped 1,234.5 USDC for 0.6 ETH')
    expect(formatMessage(swapped, { messages: de, locale: 'de' })).toBe(
      '1.234,5 USDC gegen 0,6 ETH getauscht',
    )
    expect(formatMessage({ id: 'insufficientBalance' }, { messages: ja })).toBe('残高が不足しています')
    expect(
      formatMessage({ id: 'insufficientBalance' }, { messages: { insufficientBalance: 'Not enough' } }),
    ).toBe('Not enough')
  })
})

describe('typed amounts', () => {
  it("reads the language's decimal mark and '.', and Arabic-Indic digits", () => {
    expect(parseTypedAmount('1,5', 'de')).toBe('1.5')
    expect(parseTypedAmount('1.5', 'de')).toBe('1.5')
    expect(parseTypedAmount(' 0,25 ', 'fr')).toBe('0.25')
    expect(parseTypedAmount('١٫٥', 'ar')).toBe('1.5')
    expect(parseTypedAmount('1.5', 'en')).toBe('1.5')
  })

  it('reads no grouping, so core calls such an amount incorrect instead of guessing', () => {
    expect(parseTypedAmount('1,000', 'en')).toBe('1,000')
    expect(parseTypedAmount('1.000,5', 'de')).toBe('1.000.5')
  })

  it("shows core's amount with the language's decimal mark", () => {
    expect(toTypedAmount('1.5', 'de')).toBe('1,5')
    expect(toTypedAmount('1.5', 'ja')).toBe('1.5')
    expect(toTypedAmount('10', 'fr')).toBe('10')
  })
})
