import { describe, expect, it } from 'vitest'
import {
  all,
  is,
  list,
  methods,
  nonEmpty,
  oneOf,
  optional,
  pathName,
  record,
  shape,
  string,
  url,
} from './check.js'

describe('check', () => {
  it('says what a value must be, or that it is required', () => {
    expect(string('x')).toBeUndefined()
    expect(string(5)).toEqual([[], 'must be a string'])
    expect(string(undefined)).toEqual([[], 'is required'])
    expect(optional(string)(undefined)).toBeUndefined()
    expect(nonEmpty('')).toEqual([[], 'must not be empty'])
    expect(url('not a url')).toEqual([[], 'must be a URL'])
    expect(oneOf(['light', 'dark'])('blue')).toEqual([[], 'must be one of "light", "dark"'])
    expect(methods(['getItem'], 'must be a storage')({ getItem: 1 })).toEqual([[], 'must be a storage'])
  })

  it('runs checks in turn and reports the first problem', () => {
    const even = is((n) => (n as number) % 2 === 0, 'must be even')
    const small = is((n) => (n as number) < 10, 'must be below 10')
    expect(all(even, small)(12)).toEqual([[], 'must be below 10'])
    expect(all(even, small)(13)).toEqual([[], 'must be even'])
  })

  it('names the path of a problem in objects, arrays and records, fields in table order', () => {
    const network = shape({ id: string, rpc: shape({ http: list(url, 1, 'needs a URL') }) })
    const options = shape({ networks: list(network), labels: optional(record(string)) }, true)
    expect(options({ networks: [{ id: 'a', rpc: { http: ['https://a.example'] } }] })).toBeUndefined()
    expect(options({ networks: [{ id: 'a', rpc: { http: [] } }] })).toEqual([
      ['networks', 0, 'rpc', 'http'],
      'needs a URL',
    ])
    expect(options({ networks: [{ id: 5, rpc: 'x' }] })).toEqual([['networks', 0, 'id'], 'must be a string'])
    expect(options({ networks: [], labels: { a: 1 } })).toEqual([['labels', 'a'], 'must be a string'])
    expect(options({ networks: 'x' })).toEqual([['networks'], 'must be an array'])
    expect(options([])).toEqual([[], 'must be an object'])
  })

  it('rejects unknown fields of a strict shape only, after the known ones', () => {
    expect(shape({ a: optional(string) }, true)({ a: 'x', toString: 1 })).toEqual([
      ['toString'],
      'is not a known option',
    ])
    expect(shape({ a: string }, true)({ b: 1 })).toEqual([['a'], 'is required'])
    expect(shape({ a: optional(string) })({ b: 1 })).toBeUndefined()
  })

  it('writes a path as an option name', () => {
    expect(pathName(['networks', 0, 'rpcUrls', 'default'], 'options')).toBe('networks[0].rpcUrls.default')
    expect(pathName([], 'options')).toBe('options')
  })
})
