import { hashMessage, recoverAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../../packages/evm/src/_test/anvil.js'
import { type TestWalletControl, type TestWalletOptions, testWalletScript } from './index.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil(31337)
}, 30_000)
afterAll(async () => {
  await anvil?.stop()
})
beforeEach(() => {
  window.localStorage.clear()
  delete (window as { ethereum?: unknown }).ethereum
})

/** Runs the script as addInitScript would, and returns the control API it installs. */
function install(options: TestWalletOptions = {}): TestWalletControl {
  new Function(testWalletScript({ chains: { 31337: anvil.rpcUrl }, ...options }))()
  return (window as unknown as { __foyerTestWallet: TestWalletControl }).__foyerTestWallet
}

function request(wallet: TestWalletControl, method: string, params?: unknown) {
  return wallet.provider.request({ method, ...(params === undefined ? {} : { params }) })
}

function nextEvent(wallet: TestWalletControl, event: string) {
  const provider = wallet.provider as unknown as {
    on(event: string, listener: (payload: unknown) => void): void
    removeListener(event: string, listener: (payload: unknown) => void): void
  }
  return new Promise((resolve) => {
    const listener = (payload: unknown) => {
      provider.removeListener(event, listener)
      resolve(payload)
    }
    provider.on(event, listener)
  })
}

describe('Foyer Test Wallet', () => {
  it('announces itself through EIP-6963 at load and on request', () => {
    const announced: { info: { name: string; rdns: string; icon: string } }[] = []
    const listener = (event: Event) => announced.push((event as CustomEvent).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    const wallet = install({ rdns: 'dev.foyer.announce' })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listener)
    const ours = announced.filter((detail) => detail.info.rdns === 'dev.foyer.announce')
    expect(ours).toHaveLength(2)
    expect(ours[0]?.info).toMatchObject({ name: 'Foyer Test Wallet', rdns: 'dev.foyer.announce' })
    expect(ours[0]?.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(wallet.info.rdns).toBe('dev.foyer.announce')
    expect((window as { ethereum?: unknown }).ethereum).toBeUndefined()
  })

  it('sets window.ethereum when asked to act as a legacy injected wallet', () => {
    const wallet = install({ legacy: true })
    expect((window as { ethereum?: unknown }).ethereum).toBe(wallet.provider)
  })

  it('connects on eth_requestAccounts and remembers it across a reload', async () => {
    const wallet = install()
    expect(await request(wallet, 'eth_accounts')).toEqual([])
    const changed = nextEvent(wallet, 'accountsChanged')
    expect(await request(wallet, 'eth_requestAccounts')).toEqual([account])
    expect(await changed).toEqual([account])
    const reloaded = install()
    expect(await request(reloaded, 'eth_accounts')).toEqual([account])
    expect(reloaded.requests).toEqual(['eth_accounts'])
  })

  it('answers chain id and net_version', async () => {
    const wallet = install()
    expect(await request(wallet, 'eth_chainId')).toBe('0x7a69')
    expect(await request(wallet, 'net_version')).toBe('31337')
  })

  it('refuses signing before the site is connected (4100)', async () => {
    const wallet = install()
    await expect(request(wallet, 'personal_sign', ['0x68690a', account])).rejects.toMatchObject({
      code: 4100,
    })
  })

  it("forwards personal_sign to anvil, which signs with the account's key", async () => {
    const wallet = install()
    await request(wallet, 'eth_requestAccounts')
    const signature = (await request(wallet, 'personal_sign', ['0x6869', account])) as `0x${string}`
    expect(await recoverAddress({ hash: hashMessage({ raw: '0x6869' }), signature })).toBe(account)
  })

  it('forwards read methods to the current chain', async () => {
    const wallet = install()
    expect(await request(wallet, 'eth_getBalance', [account, 'latest'])).toMatch(/^0x[0-9a-f]+$/)
  })

  it('rejects the next approval with the given code, once', async () => {
    const wallet = install()
    wallet.rejectNext(5000)
    // Requests that need no approval are not affected.
    expect(await request(wallet, 'eth_chainId')).toBe('0x7a69')
    await expect(request(wallet, 'eth_requestAccounts')).rejects.toMatchObject({
      code: 5000,
      message: 'User rejected the request.',
    })
    expect(await request(wallet, 'eth_requestAccounts')).toEqual([account])
  })

  it('answers 4902 for a chain it does not know, and adds then switches on wallet_addEthereumChain', async () => {
    const wallet = install()
    await expect(
      request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
    ).rejects.toMatchObject({
      code: 4902,
    })
    const changed = nextEvent(wallet, 'chainChanged')
    await request(wallet, 'wallet_addEthereumChain', [
      {
        chainId: '0x7a6a',
        chainName: 'B',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [anvil.rpcUrl],
      },
    ])
    expect(await changed).toBe('0x7a6a')
    expect(wallet.state.chainId).toBe(31338)
    const back = nextEvent(wallet, 'chainChanged')
    await request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])
    expect(await back).toBe('0x7a69')
  })

  it('lets a test switch chain, account and disconnect as the visitor would', async () => {
    const wallet = install()
    await request(wallet, 'eth_requestAccounts')
    const chain = nextEvent(wallet, 'chainChanged')
    wallet.setChain(8453)
    expect(await chain).toBe('0x2105')
    const accountEvent = nextEvent(wallet, 'accountsChanged')
    wallet.setAccount('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(await accountEvent).toEqual(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'])
    const emptied = nextEvent(wallet, 'accountsChanged')
    const disconnected = nextEvent(wallet, 'disconnect')
    wallet.disconnect()
    expect(await emptied).toEqual([])
    expect(await disconnected).toMatchObject({ code: 4900 })
    expect(await request(wallet, 'eth_accounts')).toEqual([])
  })

  it('answers the permission methods', async () => {
    const wallet = install()
    expect(await request(wallet, 'wallet_getPermissions')).toEqual([])
    const granted = (await request(wallet, 'wallet_requestPermissions', [{ eth_accounts: {} }])) as {
      caveats: { value: string[] }[]
    }[]
    expect(granted[0]?.caveats[0]?.value).toEqual([account])
    await request(wallet, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await request(wallet, 'eth_accounts')).toEqual([])
    expect(wallet.requests).toEqual([
      'wallet_getPermissions',
      'wallet_requestPermissions',
      'wallet_revokePermissions',
      'eth_accounts',
    ])
  })
})
