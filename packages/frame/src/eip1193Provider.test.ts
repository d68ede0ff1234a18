import { describe, expect, it, vi } from 'vitest'
import { createFrameEip1193Provider, ProviderRpcError } from './eip1193Provider.js'
import { FrameError } from './errors.js'

describe('EIP-1193 provider over the frame', () => {
  const address = '0x0000000000000000000000000000000000000001'
  const setup = (reply: (payload: { method: string }) => Promise<unknown>) => {
    const request = vi.fn((_name: string, payload: { method: string }) => reply(payload))
    const provider = createFrameEip1193Provider({ request } as never, {
      getChainId: () => 31337,
      getAddress: () => address,
    })
    return { provider, request }
  }

  it('answers eth_chainId and the account locally, and sends the rest as RPC requests', async () => {
    const { provider, request } = setup(async () => '0xsig')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(request).not.toHaveBeenCalled()
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsig')
    expect(request).toHaveBeenCalledWith('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x68', address],
    })
  })

  it('gives EIP-1193 codes: 4200 for a method the frame refuses, 4001 for a rejection', async () => {
    const refused = setup(async () => {
      throw new FrameError('FRAME_REQUEST_FAILED', 'Requested RPC call is not allowed')
    })
    await expect(refused.provider.request({ method: 'eth_sign' })).rejects.toMatchObject({ code: 4200 })
    const rejected = setup(async () => {
      throw new FrameError('FRAME_REQUEST_FAILED', 'User rejected the request.')
    })
    const error = (await rejected.provider
      .request({ method: 'personal_sign' })
      .catch((e: ProviderRpcError) => e)) as ProviderRpcError
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.code).toBe(4001)
  })

  it('tells listeners of account and chain changes', () => {
    const { provider } = setup(async () => null)
    const listener = vi.fn()
    provider.on('chainChanged', listener)
    provider.emit('chainChanged', '0x1')
    provider.removeListener('chainChanged', listener)
    provider.emit('chainChanged', '0x2')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith('0x1')
  })
})
