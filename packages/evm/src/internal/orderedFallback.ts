import { createTransport, type EIP1193RequestFn, type Transport } from 'viem'
import { loadMethods } from './loadMethods.js'

/**
 * Several RPC URLs of one chain, asked in the listed order: a request goes to the next one only when
 * an endpoint fails. viem's fallback() ranks and retries too, at about 2 KB on every page that
 * lists a network; this keeps the order, which is all the adapter promises.
 */
export function orderedFallback(transports: readonly Transport[]): Transport {
  return ({ chain, retryCount, timeout }) => {
    const clients = transports.map((transport) => transport({ chain, retryCount, timeout }))
    return createTransport({
      key: 'fallback',
      name: 'Fallback',
      type: 'fallback',
      retryCount: 0,
      // The first URL answers on the page; after a failure, the rule of what to ask next loads (askNext.ts).
      request: (async (args: Parameters<EIP1193RequestFn>[0]) => {
        try {
          return await clients[0]?.request(args)
        } catch (error) {
          return (await loadMethods()).askNext(clients, args, error)
        }
      }) as EIP1193RequestFn,
    })
  }
}
