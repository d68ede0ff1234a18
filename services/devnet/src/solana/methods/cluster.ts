import { featureSet, maxProcessingAge, slotsPerEpoch, solanaCoreVersion } from '../constants.js'
import { hasLiveLifetime } from '../execute.js'
import { transactionFee } from '../fees.js'
import { faucetKeyPair } from '../genesis.js'
import {
  checkMinContextSlot,
  configAt,
  integerAt,
  type MethodContext,
  type RpcHandler,
  requiredAt,
  withContext,
} from '../params.js'
import { invalidParams } from '../rpcErrors.js'
import { decodeEncodedBytes, decodeMessage } from '../wire.js'

/** Cluster-wide methods: health, versions, slots, blockhashes, rent and fees. */

function slotConfig(params: unknown[], { ledger }: MethodContext): Record<string, unknown> {
  const config = configAt(params, 0)
  checkMinContextSlot(ledger, config)
  return config
}

export const clusterMethods: Record<string, RpcHandler> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'feature-set': featureSet, 'solana-core': solanaCoreVersion }),
  getGenesisHash: (_params, { ledger }) => ledger.network.genesisHash,
  // The faucet stands in for the node's identity (the single validator of the ledger).
  getIdentity: () => ({ identity: faucetKeyPair().address }),
  getSlot: (params, context) => {
    slotConfig(params, context)
    return context.ledger.slot
  },
  getBlockHeight: (params, context) => {
    slotConfig(params, context)
    return context.ledger.blockHeight
  },
  getTransactionCount: (params, context) => {
    slotConfig(params, context)
    return context.ledger.history.size
  },
  getFirstAvailableBlock: () => 0,
  minimumLedgerSlot: () => 0,
  getEpochInfo: (params, context) => {
    slotConfig(params, context)
    const { ledger } = context
    return {
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: Math.floor(ledger.slot / slotsPerEpoch),
      slotIndex: ledger.slot % slotsPerEpoch,
      slotsInEpoch: slotsPerEpoch,
      transactionCount: ledger.history.size,
    }
  },
  getEpochSchedule: () => ({
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
    leaderScheduleSlotOffset: slotsPerEpoch,
    slotsPerEpoch,
    warmup: false,
  }),
  getBlockTime: (params, { ledger }) => {
    const slot = integerAt(params, 0, 1)
    if (slot > ledger.slot) throw invalidParams(`Block not available for slot ${slot}`)
    // Blocks are 400 ms apart; the exact time is kept only for slots with transactions.
    return ledger.blockTime - Math.floor(((ledger.slot - slot) * ledger.slotMs) / 1000)
  },
  getLatestBlockhash: (params, context) => {
    slotConfig(params, context)
    return withContext(context.ledger, context.ledger.latestBlockhash())
  },
  isBlockhashValid: (params, { ledger }) => {
    const blockhash = requiredAt(params, 0, 1)
    if (typeof blockhash !== 'string') throw invalidParams('Invalid params: invalid type, expected a string.')
    checkMinContextSlot(ledger, configAt(params, 1))
    return withContext(ledger, ledger.isBlockhashValid(blockhash))
  },
  getMinimumBalanceForRentExemption: (params, { ledger }) => ledger.rentExempt(integerAt(params, 0, 1)),
  getFeeForMessage: (params, { ledger }) => {
    const message = decodeMessage(decodeEncodedBytes(requiredAt(params, 0, 1), 'base64', 'message'))
    checkMinContextSlot(ledger, configAt(params, 1))
    // null, as on the node, once the message's blockhash has expired.
    const fee = hasLiveLifetime(ledger, message) ? transactionFee(message) : null
    return withContext(ledger, fee)
  },
  getRecentPrioritizationFees: (_params, { ledger }) =>
    Array.from({ length: Math.min(maxProcessingAge, ledger.slot + 1) }, (_, i) => ({
      slot: ledger.slot - i,
      prioritizationFee: 0,
    })).reverse(),
}
