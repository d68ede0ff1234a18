import type { Server } from 'node:http'
import { WebSocket, WebSocketServer } from 'ws'
import { type AccountEncodingConfig, accountEncodingConfig, encodeAccount } from './accountEncoding.js'
import { systemProgram } from './constants.js'
import type { HistoryEntry } from './history.js'
import { stringifyJson } from './json.js'
import type { Ledger } from './ledger.js'
import { addressAt, checkSignature, configAt, requiredAt } from './params.js'
import { invalidParams, invalidRequest, methodNotFound, parseError, RpcError } from './rpcErrors.js'

/**
 * The websocket endpoint (the HTTP port + 1 by default): signatureSubscribe, accountSubscribe, slotSubscribe,
 * logsSubscribe and rootSubscribe with their unsubscribes, notifications shaped as the node sends them.
 */

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; address: string; encoding: AccountEncodingConfig }
  | { kind: 'slot' | 'root'; socket: WebSocket }
  | { kind: 'logs'; socket: WebSocket; mentions: string | null }

const notificationMethods = {
  signature: 'signatureNotification',
  account: 'accountNotification',
  slot: 'slotNotification',
  root: 'rootNotification',
  logs: 'logsNotification',
} as const

class SubscriptionHub {
  private nextId = 0
  private readonly subscriptions = new Map<number, Subscription>()
  private readonly unlisten: (() => void)[]

  constructor(
    private readonly ledger: Ledger,
    private readonly server: WebSocketServer,
  ) {
    server.on('connection', (socket) => {
      socket.on('message', (data) => this.onMessage(socket, data.toString()))
      socket.on('close', () => {
        for (const [id, subscription] of this.subscriptions) {
          if (subscription.socket === socket) this.subscriptions.delete(id)
        }
      })
    })
    this.unlisten = [
      ledger.on('slot', (slot) => this.onSlot(slot)),
      ledger.on('transaction', (entry) => this.onTransaction(entry)),
      ledger.on('accounts', (addresses) => this.onAccounts(addresses)),
    ]
  }

  close(): void {
    for (const stop of this.unlisten) stop()
    for (const client of this.server.clients) client.terminate()
    this.subscriptions.clear()
  }

  private send(socket: WebSocket, message: unknown): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(stringifyJson(message))
  }

  private notify(id: number, subscription: Subscription, result: unknown): void {
    this.send(subscription.socket, {
      jsonrpc: '2.0',
      method: notificationMethods[subscription.kind],
      params: { result, subscription: id },
    })
  }

  private context<T>(value: T) {
    return { context: { slot: this.ledger.slot }, value }
  }

  private onMessage(socket: WebSocket, text: string): void {
    let request: Record<string, unknown>
    try {
      request = JSON.parse(text) as Record<string, unknown>
    } catch {
      this.send(socket, { jsonrpc: '2.0', id: null, error: parseError().toJson() })
      return
    }
    const { id } = request
    // A message without an id (kit's keep-alive ping) is a notification: it gets no answer.
    if (typeof id !== 'number' && typeof id !== 'string') return
    try {
      const result = this.call(socket, request.method, Array.isArray(request.params) ? request.params : [])
      this.send(socket, { jsonrpc: '2.0', id, result: result.value })
      result.after?.()
    } catch (error) {
      const rpcError = error instanceof RpcError ? error : invalidRequest(String(error))
      this.send(socket, { jsonrpc: '2.0', id, error: rpcError.toJson() })
    }
  }

  private add(subscription: Subscription): number {
    const id = this.nextId++
    this.subscriptions.set(id, subscription)
    return id
  }

  private call(
    socket: WebSocket,
    method: unknown,
    params: unknown[],
  ): { value: unknown; after?: (() => void) | undefined } {
    switch (method) {
      case 'signatureSubscribe': {
        const signature = checkSignature(requiredAt(params, 0, 1))
        configAt(params, 1)
        const id = this.add({ kind: 'signature', socket, signature })
        // Already landed: notify at once (after the subscription id), as a node does on its next block.
        const entry = this.ledger.history.get(signature)
        return { value: id, after: entry ? () => this.notifySignature(id, entry) : undefined }
      }
      case 'accountSubscribe': {
        const address = addressAt(params, 0)
        const encoding = accountEncodingConfig(configAt(params, 1), 'base58')
        return { value: this.add({ kind: 'account', socket, address, encoding }) }
      }
      case 'slotSubscribe':
        return { value: this.add({ kind: 'slot', socket }) }
      case 'rootSubscribe':
        return { value: this.add({ kind: 'root', socket }) }
      case 'logsSubscribe': {
        const filter = requiredAt(params, 0, 1)
        configAt(params, 1)
        let mentions: string | null = null
        if (typeof filter === 'object' && filter !== null && 'mentions' in filter) {
          const list = (filter as { mentions: unknown }).mentions
          if (!Array.isArray(list) || list.length !== 1) {
            throw invalidParams('Invalid Request: Only 1 address supported')
          }
          mentions = addressAt(list, 0)
        } else if (filter !== 'all' && filter !== 'allWithVotes') {
          throw invalidParams('Invalid params: expected "all", "allWithVotes" or { mentions }')
        }
        return { value: this.add({ kind: 'logs', socket, mentions }) }
      }
      case 'signatureUnsubscribe':
      case 'accountUnsubscribe':
      case 'slotUnsubscribe':
      case 'rootUnsubscribe':
      case 'logsUnsubscribe': {
        const id = requiredAt(params, 0, 1)
        const subscription = typeof id === 'number' ? this.subscriptions.get(id) : undefined
        if (!subscription || subscription.socket !== socket || `${subscription.kind}Unsubscribe` !== method) {
          throw invalidParams('Invalid subscription id.')
        }
        this.subscriptions.delete(id as number)
        return { value: true }
      }
      default:
        throw methodNotFound()
    }
  }

  private notifySignature(id: number, entry: HistoryEntry): void {
    const subscription = this.subscriptions.get(id)
    if (!subscription) return
    // Signature subscriptions end with their one notification.
    this.subscriptions.delete(id)
    this.notify(id, subscription, this.context({ err: entry.err }))
  }

  private onTransaction(entry: HistoryEntry): void {
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === entry.signature) {
        this.notifySignature(id, entry)
      } else if (
        subscription.kind === 'logs' &&
        (subscription.mentions === null || entry.accountKeys.includes(subscription.mentions))
      ) {
        this.notify(
          id,
          subscription,
          this.context({ err: entry.err, logs: entry.logMessages, signature: entry.signature }),
        )
      }
    }
  }

  private onAccounts(addresses: string[]): void {
    const changed = new Set(addresses)
    const getAccount = (address: string) => this.ledger.getAccount(address)
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind !== 'account' || !changed.has(subscription.address)) continue
      // A closed account is shown as an empty System account with no lamports, as the node does.
      const account = getAccount(subscription.address) ?? {
        lamports: 0n,
        owner: systemProgram,
        executable: false,
        data: new Uint8Array(0),
      }
      try {
        this.notify(id, subscription, this.context(encodeAccount(account, subscription.encoding, getAccount)))
      } catch {
        // base58 of a large account: the node drops such notifications too.
      }
    }
  }

  private onSlot(slot: number): void {
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind === 'slot') this.notify(id, subscription, { parent: slot - 1, root: slot, slot })
      else if (subscription.kind === 'root') this.notify(id, subscription, slot)
    }
  }
}

/** A websocket server listening on its own HTTP server (its own port). */
export function createSubscriptionServer(ledger: Ledger, httpServer: Server) {
  const server = new WebSocketServer({ server: httpServer })
  return new SubscriptionHub(ledger, server)
}
