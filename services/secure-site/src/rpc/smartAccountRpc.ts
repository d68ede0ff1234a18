import { RPC_NOT_ALLOWED_MESSAGE } from '@foyer/frame'
import { type Address, type Hex, numberToHex, type TypedDataDefinition } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import {
  estimateUserOperationFee,
  type SmartAccountContext,
  safeOf,
  sendUserOperation,
  type Call as UserOperationCall,
  userOperationGasPrice,
  waitForUserOperation,
} from '../smart/smartAccounts.js'
import type { User, UserStore } from '../store/users.js'
import { type Call, checkCalls, checkSigner, signableMessage, typedDataOf } from './calls.js'
import { recordCalls } from './callsStatus.js'
import { RpcError } from './rpcError.js'

export interface SmartRpcContext extends SmartAccountContext {
  users: UserStore
}

const toOperationCall = (call: Call): UserOperationCall => {
  // A user operation's call goes to an account; the Safe module does not create contracts.
  if (!call.to) throw new RpcError(-32602, 'A smart account call needs a to address')
  return {
    to: call.to,
    ...(call.value ? { value: BigInt(call.value) } : {}),
    ...(call.data ? { data: call.data } : {}),
  }
}

/** The methods smartAccountRpc answers although they are reads: what the Safe's transactions cost. */
export const SMART_ACCOUNT_READS: ReadonlySet<string> = new Set(['eth_estimateGas', 'eth_gasPrice'])

/**
 * The signing methods for a user whose smart account acts on `chainId`: signatures are the Safe's
 * (ERC-1271, ERC-6492-wrapped while it is not deployed), transactions and batches are user
 * operations through the chain's bundler, the first of which deploys the Safe. What a transaction
 * of the Safe costs is the bundler's estimate of its user operation: `eth_estimateGas` answers the
 * operation's gas (deployment included while the Safe is not deployed), `eth_gasPrice` the fee per
 * gas the bundler asks; their product is the most the operation can cost.
 */
export async function smartAccountRpc(
  context: SmartRpcContext,
  user: User,
  chainId: number,
  address: Address,
  method: string,
  args: readonly unknown[],
): Promise<unknown> {
  const withSafe = <T>(use: (safe: SmartAccount) => Promise<T>): Promise<T> =>
    context.users.withKey(user, async (key) =>
      use(await safeOf(context, chainId, privateKeyToAccount(key), address)),
    )
  switch (method) {
    case 'eth_gasPrice':
      return numberToHex((await userOperationGasPrice(context, chainId)).maxFeePerGas)
    case 'eth_estimateGas': {
      const tx = (args[0] ?? {}) as Call & { from?: string }
      checkSigner(address, tx.from)
      const safe = await safeOf(context, chainId, { address: user.address, type: 'json-rpc' }, address)
      return numberToHex((await estimateUserOperationFee(context, chainId, safe, [toOperationCall(tx)])).gas)
    }
    case 'personal_sign': {
      checkSigner(address, args[1])
      const message = signableMessage(args[0])
      return withSafe((safe) => safe.signMessage({ message }))
    }
    case 'eth_signTypedData_v4': {
      checkSigner(address, args[0])
      const typed = typedDataOf<TypedDataDefinition>(args[1])
      return withSafe((safe) => safe.signTypedData(typed))
    }
    case 'eth_sendTransaction': {
      const tx = (args[0] ?? {}) as Call & { from?: string }
      checkSigner(address, tx.from)
      const call = toOperationCall(tx)
      const hash = await withSafe((safe) => sendUserOperation(context, chainId, safe, [call]))
      // The app waits for a transaction receipt: answer with the bundle's transaction once it landed.
      const operation = await waitForUserOperation(context, chainId, hash)
      if (!operation.success) throw new RpcError(-32603, 'The smart account’s transaction reverted')
      return operation.receipt.transactionHash
    }
    case 'wallet_sendCalls': {
      const calls = checkCalls(args[0], address, chainId).map(toOperationCall)
      const hash: Hex = await withSafe((safe) => sendUserOperation(context, chainId, safe, calls))
      return recordCalls(context, user, chainId, [hash], true)
    }
    default:
      throw new RpcError(4200, RPC_NOT_ALLOWED_MESSAGE)
  }
}
