import { getSdkError } from '@walletconnect/utils'
import { WalletError } from './errors.js'

/** A JSON-RPC answer to a dApp request, as WalletKit's respondSessionRequest sends it. */
export type WalletResponse =
  | { id: number; jsonrpc: '2.0'; result: unknown }
  | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }

/** EIP-1193 / JSON-RPC codes the wallet answers with. */
const rpcErrorCodes = {
  userRejected: 4001,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/** The visitor approved and the wallet produced `result`. */
export function resultResponse(id: number, result: unknown): WalletResponse {
  return { id, jsonrpc: '2.0', result }
}

/**
 * The visitor pressed Reject: EIP-1193 4001, which dApps (and Foyer) show as a declined
 * signature or transaction.
 */
export function userRejectedResponse(id: number): WalletResponse {
  return {
    id,
    jsonrpc: '2.0',
    error: { code: rpcErrorCodes.userRejected, message: 'User rejected the request.' },
  }
}

/**
 * The visitor pressed Reject on a request of a namespace without EIP-1193 codes (Polkadot, Cosmos):
 * WalletConnect's USER_REJECTED, 5000 'User rejected.', as the WalletKit examples answer it.
 */
export function sdkUserRejectedResponse(id: number): WalletResponse {
  const { code, message } = getSdkError('USER_REJECTED')
  return { id, jsonrpc: '2.0', error: { code, message } }
}

const codeOf: Record<WalletError['code'], number> = {
  INVALID_PARAMS: rpcErrorCodes.invalidParams,
  INVALID_URI: rpcErrorCodes.invalidParams,
  UNSUPPORTED_METHOD: rpcErrorCodes.unsupportedMethod,
  UNSUPPORTED_CHAIN: rpcErrorCodes.unrecognizedChain,
  UNSUPPORTED_PROPOSAL: rpcErrorCodes.invalidParams,
  NOT_FOUND: rpcErrorCodes.internal,
  REQUEST_FAILED: rpcErrorCodes.internal,
}

/** The request could not be carried out: a JSON-RPC error with the code matching the failure. */
export function errorResponse(id: number, error: unknown): WalletResponse {
  if (error instanceof WalletError) {
    return { id, jsonrpc: '2.0', error: { code: codeOf[error.code], message: error.shortMessage } }
  }
  return { id, jsonrpc: '2.0', error: { code: rpcErrorCodes.internal, message: 'Something went wrong' } }
}
