import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
  parseGwei,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployerAccount } from '../accounts.js'
import { DeployError } from '../errors.js'

// Fixed fees and gas limit: no estimate round trips, and the devnet's block gas limit is 30M.
const gas = 12_000_000n
const maxFeePerGas = parseGwei('20')
const maxPriorityFeePerGas = parseGwei('1')

interface Pending {
  label: string
  hash: Hex
  expectedAddress?: Address
}

/**
 * Signs the deployer's transactions locally with explicit nonces and sends them in order without
 * waiting for each receipt (anvil auto-mines them one per block); `flush` then fetches every receipt
 * in one batch and throws on the first revert. Addresses follow from nonces, so nothing in between
 * needs a receipt.
 */
export class Sender {
  readonly client: PublicClient
  readonly chainId: number
  readonly address: Address = deployerAccount.address
  private readonly account = privateKeyToAccount(deployerAccount.privateKey)
  private nonce = 0
  private pending: Pending[] = []

  constructor(rpcUrl: string, chainId: number) {
    this.client = createPublicClient({
      transport: http(rpcUrl, { retryCount: 0, batch: { batchSize: 200 } }),
      pollingInterval: 5,
    })
    this.chainId = chainId
  }

  /** Reads the deployer's nonce; call once before sending. */
  async init(): Promise<void> {
    this.nonce = await this.client.getTransactionCount({ address: this.address, blockTag: 'pending' })
  }

  /** Deploys a contract and returns its address (derived from the nonce, checked by `flush`). */
  async deploy(label: string, abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Promise<Address> {
    const expectedAddress = getContractAddress({ from: this.address, nonce: BigInt(this.nonce) })
    const data = encodeDeployData({ abi, bytecode, args } as Parameters<typeof encodeDeployData>[0])
    await this.send(label, { data }, expectedAddress)
    return expectedAddress
  }

  /** Sends a state-changing contract call as the deployer. */
  async write<
    const abi extends Abi,
    name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
  >(label: string, to: Address, abi: abi, functionName: name, args: args, value?: bigint): Promise<void> {
    const data = encodeFunctionData({ abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
    await this.send(label, value === undefined ? { to, data } : { to, data, value })
  }

  /** Sends raw calldata as the deployer, e.g. `salt ++ initCode` to a CREATE2 factory. */
  async call(label: string, to: Address, data: Hex): Promise<void> {
    await this.send(label, { to, data })
  }

  /** Waits for every sent transaction and throws a DeployError for the first that failed. */
  async flush(): Promise<TransactionReceipt[]> {
    const pending = this.pending
    this.pending = []
    const receipts = await Promise.all(
      pending.map(({ hash }) => this.client.waitForTransactionReceipt({ hash, pollingInterval: 5 })),
    )
    receipts.forEach((receipt, i) => {
      const { label, hash, expectedAddress } = pending[i] as Pending
      if (receipt.status !== 'success') throw new DeployError(this.chainId, `${label} reverted (tx ${hash})`)
      if (expectedAddress && receipt.contractAddress?.toLowerCase() !== expectedAddress.toLowerCase()) {
        throw new DeployError(
          this.chainId,
          `${label} landed at ${receipt.contractAddress}, expected ${expectedAddress}`,
        )
      }
    })
    return receipts
  }

  private async send(
    label: string,
    request: { to?: Address; data: Hex; value?: bigint },
    expectedAddress?: Address,
  ) {
    const serialized = await this.account.signTransaction({
      ...request,
      type: 'eip1559',
      chainId: this.chainId,
      nonce: this.nonce,
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
    })
    this.nonce += 1
    try {
      const hash = await this.client.sendRawTransaction({ serializedTransaction: serialized })
      this.pending.push(expectedAddress ? { label, hash, expectedAddress } : { label, hash })
    } catch (cause) {
      throw new DeployError(this.chainId, `${label}: the node refused the transaction`, { cause })
    }
  }
}
