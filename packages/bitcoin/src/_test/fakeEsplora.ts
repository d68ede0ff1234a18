import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@foyer/core'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { bitcoinRegtest } from '../networks/networks.js'
import { onCleanUp } from './wallets.js'

/** An unspent output the fake ledger lists. */
export interface FakeUtxo {
  txid: string
  vout: number
  value: number
  confirmed?: boolean
}

/**
 * A small Esplora API for unit tests (the real regtest ledger is for the integration test): the UTXOs and
 * balances it is given, a fee-estimates answer, and POST /tx that records the transaction (or refuses with
 * `refuse`). Stopped after the test.
 */
export async function startFakeEsplora() {
  const utxos = new Map<string, FakeUtxo[]>()
  const mempool = new Map<string, string>()
  const requests: string[] = []
  const state = {
    feeEstimates: { '1': 12.4, '3': 8, '6': 5.2, '144': 1.1 } as Record<string, number>,
    refuse: undefined as string | undefined,
  }
  const json = (body: unknown) => ({ status: 200, type: 'application/json', body: JSON.stringify(body) })
  const route = (method: string, path: string, body: string) => {
    const address = /^\/address\/([^/]+)(\/utxo)?$/.exec(path)
    if (method === 'GET' && address?.[1]) {
      const own = utxos.get(address[1]) ?? []
      if (address[2]) return json(own.map((u) => ({ ...u, status: { confirmed: u.confirmed !== false } })))
      const sum = (list: FakeUtxo[]) => list.reduce((total, u) => total + u.value, 0)
      return json({
        address: address[1],
        chain_stats: {
          funded_txo_sum: sum(own.filter((u) => u.confirmed !== false)) + 1000,
          spent_txo_sum: 1000,
        },
        mempool_stats: { funded_txo_sum: sum(own.filter((u) => u.confirmed === false)), spent_txo_sum: 0 },
      })
    }
    if (method === 'GET' && path === '/fee-estimates') return json(state.feeEstimates)
    const tx = /^\/tx\/([0-9a-f]{64})$/.exec(path)
    if (method === 'GET' && tx?.[1])
      return mempool.has(tx[1])
        ? json({ txid: tx[1] })
        : { status: 404, type: 'text/plain', body: 'Transaction not found' }
    if (method === 'POST' && path === '/tx') {
      if (state.refuse) return { status: 400, type: 'text/plain', body: state.refuse }
      const parsed = Transaction.fromRaw(hex.decode(body.trim()), { allowUnknownOutputs: true })
      mempool.set(parsed.id, body.trim())
      return { status: 200, type: 'text/plain', body: parsed.id }
    }
    return { status: 404, type: 'text/plain', body: 'Not found' }
  }
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const path = (request.url ?? '/').replace(/^\/api/, '')
      requests.push(`${request.method} ${path}`)
      let answer: { status: number; type: string; body: string }
      try {
        answer = route(request.method ?? 'GET', path, body)
      } catch (error) {
        answer = { status: 400, type: 'text/plain', body: String(error) }
      }
      response.writeHead(answer.status, { 'content-type': answer.type, 'access-control-allow-origin': '*' })
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  onCleanUp(() => server.close())
  const network: CaipNetwork = { ...bitcoinRegtest, rpcUrls: { default: { http: [url] } } }
  return {
    url,
    network,
    state,
    requests,
    /** The transactions POST /tx accepted, raw hex by txid. */
    mempool,
    /** Sets the UTXOs of `address`. */
    fund(address: string, list: readonly FakeUtxo[]) {
      utxos.set(address, [...list])
    },
  }
}

/** A txid for fake UTXOs: 64 hex digits from a number. */
export const fakeTxid = (n: number) => n.toString(16).padStart(64, '0')
