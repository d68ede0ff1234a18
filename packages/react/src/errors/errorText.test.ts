import {
  BaseError,
  HttpRequestError,
  InternalRpcError,
  UserRejectedRequestError,
  walletFailure,
} from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { en } from '../i18n/en.js'
import { createTranslate } from '../i18n/format.js'
import de from '../locales/de.json'
import ja from '../locales/ja.json'
import { translateError } from './errorText.js'

const english = createTranslate(en)
const german = createTranslate({ ...en, ...de })
const japanese = createTranslate({ ...en, ...ja })

describe('translateError', () => {
  it('shows the exact English text from the en table', () => {
    expect(translateError(english, new UserRejectedRequestError())).toBe('User rejected the request.')
    expect(translateError(english, { code: 4001, message: 'MetaMask: User denied' })).toBe(
      'User rejected the request.',
    )
    expect(translateError(english, new HttpRequestError(502))).toBe('HTTP status code: 502')
    expect(translateError(english, new InternalRpcError())).toBe('An internal error was received.')
    expect(translateError(english, new Error('ECONNREFUSED 127.0.0.1'))).toBe('An error occurred')
  })

  it("speaks the visitor's language, values filled in", () => {
    expect(translateError(german, new UserRejectedRequestError())).toBe(
      'Der Nutzer hat die Anfrage abgelehnt.',
    )
    expect(translateError(german, new HttpRequestError(502))).toBe('HTTP-Statuscode: 502')
    expect(translateError(japanese, new InternalRpcError())).toBe('内部エラーを受信しました。')
  })

  it("shows a wallet's own wording as it is", () => {
    const error = new BaseError('RPC', 'x', walletFailure({ message: 'Nonce too low' }))
    expect(translateError(german, error)).toBe('Nonce too low')
  })

  it("falls back to an adapter's shortMessage for an id the tables lack", () => {
    const error = new BaseError('MY_ADAPTER', 'The gizmo failed', { messageId: 'myAdapterGizmo' })
    expect(translateError(german, error)).toBe('The gizmo failed')
  })
})
