import { describe, expect, it } from 'vitest'
import { walk } from './baseError.js'

describe('walk', () => {
  it('returns the innermost link without a predicate', () => {
    const inner = { code: 4001 }
    expect(walk(new Error('a', { cause: new Error('b', { cause: inner }) }))).toBe(inner)
    expect(walk('text')).toBe('text')
    expect(walk(undefined)).toBeUndefined()
  })

  it('returns the first link the predicate accepts, outermost first, else null', () => {
    const inner = Object.assign(new Error('inner'), { code: 4902 })
    const middle = Object.assign(new Error('middle', { cause: inner }), { code: -32603 })
    const outer = new Error('outer', { cause: middle })
    const codes: unknown[] = []
    expect(
      walk(outer, (e) => {
        codes.push((e as { code?: unknown }).code)
        return false
      }),
    ).toBeNull()
    expect(codes).toEqual([undefined, -32603, 4902])
    expect(walk(outer, (e) => (e as { code?: unknown }).code === 4902)).toBe(inner)
  })

  it('narrows with a type guard', () => {
    const found = walk(new Error('x', { cause: new TypeError('y') }), (e) => e instanceof TypeError)
    expect(found?.name).toBe('TypeError')
  })

  it("steps into a thrown JSON-RPC error response's error", () => {
    const response = { jsonrpc: '2.0', id: 1, error: { code: 4001, message: 'User rejected.' } }
    expect(walk(response)).toBe(response.error)
    // A string `error` field is no link.
    expect(walk({ error: 'nope' })).toEqual({ error: 'nope' })
  })

  it('stops on a cycle and on a very long chain', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(walk(a)).toBe(b)
    let long: { cause?: unknown; depth: number } = { depth: 0 }
    for (let depth = 1; depth < 100; depth++) long = { cause: long, depth }
    const seen: unknown[] = []
    walk(long, (e) => {
      seen.push(e)
      return false
    })
    expect(seen).toHaveLength(16)
  })
})
