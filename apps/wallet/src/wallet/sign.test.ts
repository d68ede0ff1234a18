import { devnetChain, testAccounts } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import {
  createPublicClient,
  http,
  parseEther,
  recoverMessageAddress,
  recoverTypedDataAddress,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otherAddress, typedData } from '../testing/fixtures.js'
import { thrown } from '../testing/thrown.js'
import { InvalidParamsError, RequestFailedError, UnsupportedChainError } from './errors.js'
import { parseSessionRequest } from './requests.js'
import { executeRequest, type SigningRequest } from './sign.js'

const account = privateKeyToAccount(testAccounts[4].privateKey)
const offlineChain = devnetChain(31337, 1)

function request(method: string, params: unknown, chainId = 'eip155:31337'): SigningRequest {
  const parsed = parseSessionRequest(
    { id: 1, topic: 't', params: { chainId, request: { method, params } } },
    account.address,
  )
  if (parsed.method === 'wallet_switchEthereumChain') throw new Error('not a signing request')
  return parsed
}

describe('executeRequest: signatures', () => {
  it('signs personal_sign so the signature recovers to the wallet account', async () => {
    const signature = await executeRequest(request('personal_sign', ['0x68656c6c6f', account.address]), {
      account,
      chain: offlineChain,
    })
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(account.address)
  })

  it('signs eth_signTypedData_v4 so the signature recovers to the wallet account', async () => {
    const signature = await executeRequest(
      request('eth_signTypedData_v4', [account.address, JSON.stringify(typedData)]),
      { account, chain: offlineChain },
    )
    const recovered = await recoverTypedDataAddress({
      ...(typedData as unknown as TypedDataDefinition),
      signature,
    })
    expect(recovered).toBe(account.address)
  })

  it('refuses a request for another chain or another account', async () => {
    const onB = request('personal_sign', ['0x00', account.address], 'eip155:31338')
    expect(await thrown(() => executeRequest(onB, { account, chain: offlineChain }))).toBeInstanceOf(
      UnsupportedChainError,
    )
    const other = privateKeyToAccount(testAccounts[1].privateKey)
    const error = await thrown(() =>
      executeRequest(request('personal_sign', ['0x00', account.address]), {
        account: other,
        chain: offlineChain,
      }),
    )
    expect(error).toBeInstanceOf(InvalidParamsError)
  })
})

describe('executeRequest: eth_sendTransaction on the devnet', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ ports: { a: 0, b: 0 } })
  }, 120_000)
  afterAll(async () => {
    await devnet?.stop()
  })

  const chainOf = (id: 31337 | 31338) => {
    const info = devnet.chains.find((chain) => chain.id === id)
    if (!info) throw new Error(`devnet has no chain ${id}`)
    return devnetChain(id, Number(new URL(info.rpcUrl).port))
  }

  it('sends the transaction and returns its hash; the recipient receives the value', async () => {
    const chain = chainOf(31338)
    const client = createPublicClient({ chain, transport: http() })
    const before = await client.getBalance({ address: otherAddress })
    const hash = await executeRequest(
      request(
        'eth_sendTransaction',
        [{ from: account.address, to: otherAddress, value: `0x${parseEther('1.5').toString(16)}` }],
        'eip155:31338',
      ),
      { account, chain },
    )
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect(await client.getBalance({ address: otherAddress })).toBe(before + parseEther('1.5'))
  })

  it("fails with the node's short message when the account cannot pay", async () => {
    const chain = chainOf(31337)
    const error = await thrown(() =>
      executeRequest(
        request('eth_sendTransaction', [
          { from: account.address, to: otherAddress, value: `0x${parseEther('1000000').toString(16)}` },
        ]),
        { account, chain },
      ),
    )
    expect(error).toBeInstanceOf(RequestFailedError)
    expect((error as RequestFailedError).shortMessage).toMatch(/exceeds the balance of the account/)
  })
})
