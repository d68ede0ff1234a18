import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BaseError } from './baseError.js'
import { version } from './version.js'

class ChildError extends BaseError {
  override name = 'ChildError'
  constructor(parameters: ConstructorParameters<typeof BaseError>[2] = {}) {
    super('CHILD', 'The child failed', { messageId: 'errorChild', ...parameters })
  }
}

describe('BaseError', () => {
  it('keeps shortMessage for developers and a message id for visitors', () => {
    const error = new BaseError('HTTP', 'HTTP status code: 500', {
      messageId: 'errorHttpStatus',
      messageParams: { status: 500 },
    })
    expect(error).toMatchObject({
      name: 'FoyerError',
      code: 'HTTP',
      shortMessage: 'HTTP status code: 500',
      messageId: 'errorHttpStatus',
      messageParams: { status: 500 },
      version,
    })
    expect(error.message).toBe(`HTTP status code: 500\n\nVersion: foyer@${version}`)
  })

  it("shows 'An error occurred' (errorUnknown) when a class names no text", () => {
    const error = new BaseError('INVALID_OPTION', 'Invalid option "projectId": required')
    expect(error.messageId).toBe('errorUnknown')
    expect(error.messageParams).toBeUndefined()
  })

  it('prints meta messages, the docs link and details in message', () => {
    const error = new BaseError('RPC', 'The request failed', {
      details: 'execution reverted',
      docsPath: '/errors#rpc',
      docsBaseUrl: 'https://foyer.example',
      metaMessages: ['Method: eth_sendTransaction', 'Chain: eip155:1'],
    })
    expect(error.message).toBe(
      [
        'The request failed',
        '',
        'Method: eth_sendTransaction',
        'Chain: eip155:1',
        '',
        'Docs: https://foyer.example/errors#rpc',
        'Details: execution reverted',
        `Version: foyer@${version}`,
      ].join('\n'),
    )
    expect(error.metaMessages).toEqual(['Method: eth_sendTransaction', 'Chain: eip155:1'])
  })

  it("takes details and docsPath from its cause: a Foyer error's, else the cause's message", () => {
    const inner = new BaseError('RPC', 'inner', { details: 'nonce too low', docsPath: '/errors#nonce' })
    const outer = new ChildError({ cause: inner })
    expect(outer.details).toBe('nonce too low')
    expect(outer.docsPath).toBe('/errors#nonce')
    expect(outer.cause).toBe(inner)
    expect(new ChildError({ cause: { code: 4001, message: 'User denied' } }).details).toBe('User denied')
    expect(new ChildError({ cause: 'text' }).details).toBeUndefined()
  })

  it("is a subclass's root: instanceof, name and the subclass's own message id", () => {
    const error = new ChildError()
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ChildError')
    expect(error.messageId).toBe('errorChild')
  })

  it('walks its cause chain (walk() is the innermost, walk(fn) the first match or null)', () => {
    const wallet = Object.assign(new Error('User denied'), { code: 4001 })
    const error = new ChildError({ cause: new BaseError('RPC', 'wrapped', { cause: wallet }) })
    expect(error.walk()).toBe(wallet)
    expect(error.walk((e) => e instanceof ChildError)).toBe(error)
    expect(error.walk((e) => (e as { code?: unknown }).code === 4001)).toBe(wallet)
    expect(error.walk((e) => (e as { code?: unknown }).code === 5000)).toBeNull()
  })
})

it("version is the package's", () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  expect(version).toBe(pkg.version)
})
