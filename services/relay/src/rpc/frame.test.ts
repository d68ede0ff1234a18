import { describe, expect, it } from 'vitest'
import { parseFrame } from './frame.js'

const invalid = (id: unknown) => ({
  type: 'invalid',
  response: {
    id,
    jsonrpc: '2.0',
    error: { code: -32600, message: 'Invalid request: expected a JSON-RPC 2.0 request with id and method' },
  },
})

describe('parseFrame', () => {
  it('reads requests and responses', () => {
    expect(parseFrame('{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"a":1}}')).toEqual({
      type: 'request',
      id: 1,
      method: 'irn_publish',
      params: { a: 1 },
    })
    expect(parseFrame('{"id":"x","method":"m"}')).toEqual({
      type: 'request',
      id: 'x',
      method: 'm',
      params: undefined,
    })
    expect(parseFrame('{"id":7,"jsonrpc":"2.0","result":true}')).toEqual({
      type: 'response',
      id: 7,
      ok: true,
    })
    expect(parseFrame('{"id":null,"error":{"code":1}}')).toEqual({ type: 'response', id: null, ok: false })
  })

  it('refuses what is not JSON-RPC 2.0, answering with the id when it is one', () => {
    expect(parseFrame('{')).toEqual({
      type: 'invalid',
      response: { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: not JSON' } },
    })
    expect(parseFrame('{"id":1,"jsonrpc":"1.0","method":"m"}')).toEqual(invalid(1))
    expect(parseFrame('{"id":2,"method":""}')).toEqual(invalid(2))
    expect(parseFrame('{"id":3,"method":5}')).toEqual(invalid(3))
    expect(parseFrame('{"method":"m"}')).toEqual(invalid(null))
    expect(parseFrame('{"id":{"x":1},"method":"m"}')).toEqual(invalid(null))
    expect(parseFrame('{"id":true,"result":true}')).toEqual(invalid(null))
    expect(parseFrame('{"id":4}')).toEqual(invalid(4))
    expect(parseFrame('[{"id":1,"method":"m"}]')).toEqual(invalid(null))
    expect(parseFrame('"text"')).toEqual(invalid(null))
  })
})
