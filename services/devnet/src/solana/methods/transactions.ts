import { accountEncodingConfig } from '../accountEncoding.js'
import { sendTransaction } from '../execute.js'
import { airdrop } from '../faucet.js'
import {
  addressAt,
  checkAddress,
  checkMinContextSlot,
  configAt,
  integerAt,
  type RpcHandler,
  requiredAt,
  withContext,
} from '../params.js'
import { invalidParams } from '../rpcErrors.js'
import { simulateTransaction } from '../simulate.js'
import { decodeEncodedBytes } from '../wire.js'

/** Sending and simulating transactions, and the faucet. */

export const transactionMethods: Record<string, RpcHandler> = {
  sendTransaction: (params, { ledger }) => {
    const config = configAt(params, 1)
    checkMinContextSlot(ledger, config)
    const bytes = decodeEncodedBytes(requiredAt(params, 0, 1), config.encoding, 'transaction')
    return sendTransaction(ledger, bytes, { skipPreflight: config.skipPreflight === true })
  },
  simulateTransaction: (params, { ledger }) => {
    const config = configAt(params, 1)
    checkMinContextSlot(ledger, config)
    const bytes = decodeEncodedBytes(requiredAt(params, 0, 1), config.encoding, 'transaction')
    let accounts: Parameters<typeof simulateTransaction>[2]['accounts']
    if (config.accounts !== undefined && config.accounts !== null) {
      const { addresses, encoding } = config.accounts as { addresses?: unknown; encoding?: unknown }
      if (!Array.isArray(addresses))
        throw invalidParams('Invalid params: accounts.addresses must be an array')
      accounts = {
        addresses: addresses.map(checkAddress),
        encoding: accountEncodingConfig({ encoding: encoding ?? 'base64' }),
      }
    }
    const value = simulateTransaction(ledger, bytes, {
      sigVerify: config.sigVerify === true,
      replaceRecentBlockhash: config.replaceRecentBlockhash === true,
      innerInstructions: config.innerInstructions === true,
      accounts,
    })
    return withContext(ledger, value)
  },
  requestAirdrop: (params, { ledger }) => {
    const to = addressAt(params, 0, 2)
    const amount = integerAt(params, 1, 2)
    if (amount === 0) throw invalidParams('Invalid params: lamports must be above 0')
    checkMinContextSlot(ledger, configAt(params, 2))
    return airdrop(ledger, to, BigInt(amount))
  },
}
