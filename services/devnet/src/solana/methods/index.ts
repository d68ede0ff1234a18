import type { RpcHandler } from '../params.js'
import { accountMethods } from './accounts.js'
import { clusterMethods } from './cluster.js'
import { historyMethods } from './history.js'
import { tokenMethods } from './tokens.js'
import { transactionMethods } from './transactions.js'

/** Every HTTP JSON-RPC method of the ledger, by name. */
export const rpcMethods: Readonly<Record<string, RpcHandler>> = {
  ...clusterMethods,
  ...accountMethods,
  ...tokenMethods,
  ...transactionMethods,
  ...historyMethods,
}
