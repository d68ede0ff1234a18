/** The wagmi connector over a WalletConnect session, driven by a scripted session (no relay). */
import { createScriptedSession } from '@foyer/core/testing'
import { createConfig, getConnection, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { testAccount, testAccountChecksummed } from '../_test/fakeProvider.js'
import { connectWalletConnect } from './connect.js'

const other = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const otherChecksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() }, connectors: [] })
  const wallet = createScriptedSession({
    namespace: 'eip155',
    chains: ['eip155:1'],
    address: testAccount,
    wallet: () => Promise.reject(Object.assign(new Error('Unsupported methods'), { code: 5101 })),
  })
  await connectWalletConnect(config, wallet.session)
  expect(getConnection(config).address).toBe(testAccountChecksummed)
  return { config, emit: wallet.emit }
}

describe("the WalletConnect connector on the wallet's accountsChanged", () => {
  it('keeps the valid addresses, checksummed, and ignores the rest without throwing', async () => {
    const { config, emit } = await connected()
    emit('accountsChanged', {
      chainId: 'eip155:1',
      accounts: ['eip155:1:not-an-address', `eip155:1:${other}`, 'eip155:1:0x1234'],
    })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: otherChecksummed })
    expect(getConnection(config).addresses).toEqual([otherChecksummed])
  })

  it('disconnects when no valid address is left', async () => {
    const { config, emit } = await connected()
    emit('accountsChanged', { chainId: 'eip155:1', accounts: ['eip155:1:garbage'] })
    expect(getConnection(config).status).toBe('disconnected')
  })
})
