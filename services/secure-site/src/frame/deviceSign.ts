// Device mode: the frame signs with the key it just unwrapped (a viem local account), then forgets it.
// Only the signature or the signed transactions leave for the server, which checks them against the
// request and the passkey's assertion before it answers or broadcasts. A bundle of its own (routes.ts),
// loaded only for such a wallet: it imports nothing of the frame's, and its refusals are plain errors
// named DEVICE_SIGN_REFUSED that the frame turns into its replies (deviceKeyFlow.ts).
import { type Hex, hexToBigInt, isHex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

type Call = { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
type Read = (method: string, params: unknown) => Promise<unknown>

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])
const bigintOf = (value: unknown): bigint =>
  typeof value === 'string' && isHex(value) ? hexToBigInt(value) : 0n

/** The name of this module's refusals (a request it cannot sign as asked). */
const DEVICE_SIGN_REFUSED = 'DEVICE_SIGN_REFUSED'

const refuse = (message: string) => Object.assign(new Error(message), { name: DEVICE_SIGN_REFUSED })

/** Signs the calls as consecutive transactions from the account's next nonce, with the chain's fees. */
async function signCalls(key: Hex, chainId: number, calls: Call[], read: Read): Promise<Hex[]> {
  const account = privateKeyToAccount(key)
  let nonce = Number(bigintOf(await read('eth_getTransactionCount', [account.address, 'pending'])))
  const gasPrice = bigintOf(await read('eth_gasPrice', []))
  const priority = bigintOf(await read('eth_maxPriorityFeePerGas', []).catch(() => '0x0'))
  const signed: Hex[] = []
  for (const call of calls) {
    const gas =
      call.gas !== undefined
        ? bigintOf(call.gas)
        : bigintOf(
            await read('eth_estimateGas', [
              {
                from: account.address,
                ...(call.to ? { to: call.to } : {}),
                ...(call.value ? { value: call.value } : {}),
                ...(call.data ? { data: call.data } : {}),
              },
            ]),
          )
    signed.push(
      await account.signTransaction({
        chainId,
        nonce: nonce++,
        gas,
        // Room for the base fee to double before the transaction lands, as wallets leave.
        maxFeePerGas: gasPrice * 2n + priority,
        maxPriorityFeePerGas: priority,
        ...(call.to ? { to: call.to } : {}),
        ...(call.value ? { value: bigintOf(call.value) } : {}),
        ...(call.data ? { data: call.data } : {}),
      }),
    )
  }
  return signed
}

/** A personal_sign signature of `message` with `key` (the proof that the frame holds the key). */
export const signText = (key: Hex, message: string): Promise<Hex> =>
  privateKeyToAccount(key).signMessage({ message })

/** What the frame signs for one approved request with the wallet's `key`; `read` asks the chain. */
export async function signOnDevice(
  key: Hex,
  method: string,
  params: unknown,
  chainId: number,
  read: Read,
): Promise<Hex | Hex[]> {
  const account = privateKeyToAccount(key)
  const args = list(params)
  switch (method) {
    case 'personal_sign': {
      const message = args[0]
      if (typeof message !== 'string') throw refuse('personal_sign needs a message')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const typed = (typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]) as TypedDataDefinition
      return account.signTypedData(typed)
    }
    case 'eth_sendTransaction':
      return (await signCalls(key, chainId, [(args[0] ?? {}) as Call], read))[0] as Hex
    case 'wallet_sendCalls': {
      const calls = (args[0] as { calls?: unknown } | undefined)?.calls
      if (!Array.isArray(calls) || calls.length === 0)
        throw refuse('wallet_sendCalls needs at least one call')
      return signCalls(key, chainId, calls as Call[], read)
    }
    default:
      throw refuse('This wallet’s key is kept on your devices: this request cannot be signed')
  }
}
