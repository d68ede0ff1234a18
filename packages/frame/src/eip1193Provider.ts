import { FRAME_MESSAGES, FrameError } from './errors.js'
import type { FrameTransport } from './pageTransport.js'
import { RPC_NOT_ALLOWED_MESSAGE } from './rpcMethods.js'

export type Eip1193Event = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/**
 * An EIP-1193 error: `code` 4001 (rejected), 4100, 4200 (unsupported method), 4900, 4901. Not on Foyer's
 * error root on purpose: wallet libraries (wagmi, viem) read its numeric `code`, and core maps it to a
 * Foyer error (toRpcError) when it comes back.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
  }
}

export interface FrameEip1193Provider {
  request(args: {
    method: string
    params?: readonly unknown[] | Record<string, unknown> | undefined
  }): Promise<unknown>
  on(event: Eip1193Event, listener: (...args: unknown[]) => void): void
  removeListener(event: Eip1193Event, listener: (...args: unknown[]) => void): void
  /** For the page's code that learns of changes (a new account, chain or sign-out) from the frame. */
  emit(event: Eip1193Event, ...args: unknown[]): void
}

export interface FrameEip1193Options {
  /** The chain the wallet is on, answered to eth_chainId without asking the frame. */
  getChainId(): number
  /** The account, answered to eth_accounts / eth_requestAccounts; undefined when signed out. */
  getAddress(): string | undefined
}

const USER_REJECTED = /reject|denied|cancel/i

/** Maps a frame failure to the EIP-1193 code a wallet library expects. */
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const message = error instanceof FrameError ? error.shortMessage : FRAME_MESSAGES.errorWithoutMessage
  if (message === RPC_NOT_ALLOWED_MESSAGE) return new ProviderRpcError(4200, message, { cause: error })
  if (message === FRAME_MESSAGES.rpcAborted || USER_REJECTED.test(message))
    return new ProviderRpcError(4001, message, { cause: error })
  return new ProviderRpcError(-32603, message, { cause: error })
}

/**
 * An EIP-1193 provider over the frame: reads and signing requests travel as RPC_REQUEST events (the
 * frame asks the visitor for anything that signs); eth_chainId and the account are answered locally.
 *
 * @example
 * const provider = createFrameEip1193Provider(transport, { getChainId: () => 31337, getAddress: () => user?.address })
 * const signature = await provider.request({ method: 'personal_sign', params: [hexMessage, address] })
 */
export function createFrameEip1193Provider(
  transport: Pick<FrameTransport, 'request'>,
  options: FrameEip1193Options,
): FrameEip1193Provider {
  const listeners = new Map<Eip1193Event, Set<(...args: unknown[]) => void>>()
  return {
    async request({ method, params }) {
      if (method === 'eth_chainId') return `0x${options.getChainId().toString(16)}`
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        const address = options.getAddress()
        if (!address && method === 'eth_requestAccounts')
          throw new ProviderRpcError(4100, 'The embedded wallet is not signed in')
        return address ? [address] : []
      }
      try {
        return await transport.request('RPC_REQUEST', {
          method,
          ...(params === undefined ? {} : { params: params as unknown[] }),
        })
      } catch (error) {
        throw toProviderError(error)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
  }
}
