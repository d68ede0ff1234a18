import { describe, expect, it } from 'vitest'
import { describeIssues, issueMessage } from './issueMessage.js'
import * as v from './schema.js'

const messages = (schema: v.Schema<unknown>, value: unknown) => {
  const result = schema.safeParse(value, { error: issueMessage })
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the page-load schema checker', () => {
  const network = v.object({
    id: v.union([v.int().check(v.positive()), v.string().check(v.regex(/^\d+$/, 'must be digits'))]),
    name: v.string().check(v.minLength(1)),
    rpc: v.array(v.url()).check(v.minLength(1, { error: 'needs an RPC URL' })),
    testnet: v.optional(v.boolean()),
  })

  it('accepts a valid value and drops unknown keys of a plain object', () => {
    const result = network.safeParse({ id: 1, name: 'Main', rpc: ['https://rpc.example'], extra: true })
    expect(result).toEqual({ success: true, data: { id: 1, name: 'Main', rpc: ['https://rpc.example'] } })
  })

  it('names every problem with its path, in zod-compatible wording', () => {
    expect(messages(network, { id: 0, name: '', rpc: ['not a url'], testnet: 'yes' })).toEqual([
      'id: must be greater than 0',
      'name: must not be empty',
      'rpc.0: must be a URL',
      'testnet: must be a boolean',
    ])
    expect(messages(network, { id: 'x1', name: 'A', rpc: [] })).toEqual([
      'id: must be digits',
      'rpc: needs an RPC URL',
    ])
    expect(messages(network, { id: null, name: 'A', rpc: ['https://a'] })).toEqual([
      'id: matches none of the accepted forms',
    ])
    expect(messages(network, 'mainnet')).toEqual([': must be an object'])
    expect(messages(network, { rpc: ['https://a'] })).toEqual(['id: is required', 'name: is required'])
  })

  it('rejects unknown keys of a strict object and keeps them on a loose one', () => {
    expect(messages(v.strictObject({ a: v.string() }), { a: 'x', b: 1, c: 2 })).toEqual([
      ': has unknown keys b, c',
    ])
    expect(v.looseObject({ a: v.string() }).safeParse({ a: 'x', b: 1 })).toEqual({
      success: true,
      data: { a: 'x', b: 1 },
    })
  })

  it('checks enums, literals, records, custom tests, transforms and whole-value rules', () => {
    expect(messages(v.oneOf(['light', 'dark']), 'blue')).toEqual([': must be one of "light", "dark"'])
    expect(messages(v.record(v.string(), v.string()), { a: 'x', b: 2 })).toEqual(['b: must be a string'])
    expect(
      messages(
        v.custom((x) => typeof x === 'function', 'must be a function'),
        1,
      ),
    ).toEqual([': must be a function'])
    const hex = v.transform(v.string().check(v.regex(/^(0x)?[0-9a-f]+$/)), (s) =>
      s.startsWith('0x') ? s : `0x${s}`,
    )
    expect(hex.safeParse('ab')).toEqual({ success: true, data: '0xab' })
    const pair = v.object({ a: v.int(), b: v.int() }).refine((value, addIssue) => {
      if (value.a >= value.b) addIssue({ path: ['b'], message: 'must be larger than a' })
    })
    expect(messages(pair, { a: 2, b: 1 })).toEqual(['b: must be larger than a'])
    // Whole-value rules run only once the fields are right.
    expect(messages(pair, { a: 'x', b: 1 })).toEqual(['a: must be an int'])
  })

  it('formats a parse error as one line for an error message', () => {
    const result = network.safeParse({ id: 0, name: '', rpc: ['https://a'] }, { error: issueMessage })
    expect(result.success).toBe(false)
    if (!result.success)
      expect(describeIssues(result.error)).toBe('must be greater than 0; name: must not be empty')
  })
})
