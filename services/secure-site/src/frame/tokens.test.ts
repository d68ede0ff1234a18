import { addresses, devnetChainA } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanClaim, type RpcCall, tokenReader } from './tokens.js'

let devnet: Devnet
let call: RpcCall

beforeAll(async () => {
  devnet = await startDevnet({ ports: { a: 0, b: 0 } })
  const url = devnet.chains.find((chain) => chain.id === devnetChainA.id)?.rpcUrl as string
  const client = createPublicClient({ transport: http(url, { retryCount: 0 }) })
  call = (method, params) => client.request({ method, params } as never)
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

describe('tokenReader', () => {
  it("reads a real token's symbol and decimals from the chain, once per token", async () => {
    let calls = 0
    const read = tokenReader((method, params) => {
      calls++
      return call(method, params)
    })
    const chainA = addresses[devnetChainA.id as keyof typeof addresses]
    expect(await read(chainA.usdc)).toEqual({ symbol: 'USDC', decimals: 6 })
    expect(await read(chainA.usdc.toLowerCase())).toEqual({ symbol: 'USDC', decimals: 6 })
    expect(calls).toBe(2)
    expect(await read(chainA.zero)).toEqual({ symbol: 'ZERO', decimals: 0 })
  })

  it('gives undefined for an address without a token, a non-address and a chain that does not answer', async () => {
    const read = tokenReader(call)
    expect(await read('0x1111111111111111111111111111111111111111')).toBeUndefined()
    expect(await read('not an address')).toBeUndefined()
    const silent = tokenReader(() => new Promise(() => {}), 50)
    expect(await silent('0x1111111111111111111111111111111111111111')).toBeUndefined()
  })
})

describe('cleanClaim', () => {
  it('drops controls (bidi overrides, zero-width, NUL padding) and cuts to the limit', () => {
    expect(cleanClaim('MKR\u0000\u0000\u0000', 16)).toBe('MKR')
    expect(cleanClaim('a\u202eb\u200bc\nd', 16)).toBe('abcd')
    expect(cleanClaim('😀'.repeat(5), 3)).toBe('😀😀😀…')
  })
})
