import { BaseError as ViemError } from 'viem'
import { UpstreamUnavailableError } from '../errors.js'
import type { ServedChain } from './chainSet.js'

/**
 * Runs chain reads, turning a node that is down, slow or answering garbage (any viem error) into a
 * 503 for that chain. Other errors (bugs) pass through as 500s.
 */
export async function withUpstream<T>(chain: Pick<ServedChain, 'caip2'>, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ViemError) {
      throw new UpstreamUnavailableError(chain.caip2, { cause: error, details: error.shortMessage })
    }
    throw error
  }
}
