import type { FoyerInstance } from '@foyer/core'
import { FAKE_TX_HASH, testMainnet } from '@foyer/core/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { stubCloud } from '../_test/cloud.js'
import { connectWallet, createTestFoyer } from '../_test/testFoyer.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { usePay } from './usePay.js'

const request = {
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '0.5',
  paymentAsset: {
    network: 'eip155:1',
    asset: 'native',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
} as const

const wrapperFor =
  (foyer: FoyerInstance) =>
  ({ children }: { children: ReactNode }) => <FoyerProvider foyer={foyer}>{children}</FoyerProvider>

describe('usePay', () => {
  it('opens Pay and re-renders with the status and the result', async () => {
    stubCloud({
      respond: (url, init) => {
        if (url.pathname !== '/v1/json-rpc') return undefined
        const { id } = JSON.parse(String(init?.body)) as { id: number }
        return Response.json({ jsonrpc: '2.0', id, result: { exchanges: [], total: 0 } })
      },
    })
    const { foyer } = createTestFoyer({ networks: [testMainnet], features: { pay: true } })
    await connectWallet(foyer)
    const { result } = renderHook(() => usePay(), { wrapper: wrapperFor(foyer) })
    expect(result.current.status).toBe('idle')
    await act(() => result.current.pay(request))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Pay')
    await act(() => result.current.actions.payWithWallet())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.result).toEqual({
      status: 'success',
      hash: FAKE_TX_HASH,
      network: 'eip155:1',
      via: 'wallet',
    })
  })

  it('rejects with PAY_DISABLED while features.pay is off', async () => {
    const { foyer } = createTestFoyer({ networks: [testMainnet] })
    const { result } = renderHook(() => usePay(), { wrapper: wrapperFor(foyer) })
    await expect(result.current.pay(request)).rejects.toMatchObject({ code: 'PAY', reason: 'PAY_DISABLED' })
  })
})
