import { RequestFailedError } from '../errors.js'

/** An unspent output as Esplora's GET /address/:address/utxo lists it. */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/** bitcoind's reason in Esplora's `sendrawtransaction RPC error: {"code":-26,"message":"dust"}`. */
function rejectReason(text: string): string | undefined {
  const json = /^sendrawtransaction RPC error: (\{.*\})$/s.exec(text)?.[1]
  if (!json) return undefined
  try {
    const { message } = JSON.parse(json) as { message?: unknown }
    return typeof message === 'string' && message ? message : undefined
  } catch {
    return undefined
  }
}

async function call(url: string, init: RequestInit | undefined, send: typeof fetch): Promise<Response> {
  let response: Response
  try {
    response = await send(url, init)
  } catch (error) {
    throw new RequestFailedError('The Bitcoin network could not be reached', {
      details: String(error),
      cause: error,
    })
  }
  if (!response.ok) {
    // Esplora answers errors as plain text (bitcoind's reject reason for a broadcast).
    const text = (await response.text()).trim()
    throw new RequestFailedError(rejectReason(text) ?? (text.split('\n')[0] || 'Transaction error'), {
      details: `${init?.method ?? 'GET'} ${url}: ${response.status} ${text}`,
    })
  }
  return response
}

/** Esplora's HTTP API at `baseUrl`: what the wallet reads and broadcasts. */
export function esploraClient(baseUrl: string, send: typeof fetch = fetch) {
  return {
    /** The address's unspent outputs, mempool ones included. */
    async utxos(address: string): Promise<EsploraUtxo[]> {
      return (await (
        await call(`${baseUrl}/address/${address}/utxo`, undefined, send)
      ).json()) as EsploraUtxo[]
    },
    /** sat/vB by confirmation target in blocks (`{ "1": 2.5, "6": 1.1, ... }`). */
    async feeEstimates(): Promise<Record<string, number>> {
      return (await (await call(`${baseUrl}/fee-estimates`, undefined, send)).json()) as Record<
        string,
        number
      >
    },
    /** Broadcasts a raw transaction (hex); resolves its txid. */
    async broadcast(txHex: string): Promise<string> {
      const response = await call(`${baseUrl}/tx`, { method: 'POST', body: txHex }, send)
      return (await response.text()).trim()
    },
  }
}

/** The client a signer uses. */
export type EsploraClient = ReturnType<typeof esploraClient>
