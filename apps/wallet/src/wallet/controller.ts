import type { DevnetChain } from '@foyer/devnet'
import type { WalletKitTypes } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import type { LocalAccount, Transport } from 'viem'
import { describeAuthenticate, signAuthenticate } from './authenticate.js'
import { caipChainId, findChain } from './chains.js'
import { supportedMethods } from './constants.js'
import { executeAnyRequest, parseAnyRequest, type WalletAccounts } from './dispatch.js'
import { NotFoundError, UnsupportedChainError, WalletError } from './errors.js'
import { describeProposal, walletNamespaces } from './namespaces.js'
import { validatePairingUri } from './params.js'
import { errorResponse, resultResponse } from './responses.js'
import { bitcoinApprovalExtras, isUnasked, rejectedResponse, unaskedResult } from './sessionAnswers.js'
import {
  dappOf,
  type PendingItem,
  type SessionSummary,
  type SolanaWalletOptions,
  summarize,
  type WalletControllerOptions,
  type WalletNotice,
  type WalletState,
} from './state.js'
import type { WalletKitClient } from './wallet-kit.js'

export type {
  DappInfo,
  PendingItem,
  PendingRequest,
  SessionSummary,
  SolanaWalletOptions,
  WalletControllerOptions,
  WalletNotice,
  WalletState,
} from './state.js'

function messageOf(error: unknown): string {
  return error instanceof WalletError ? error.shortMessage : 'Something went wrong'
}

/**
 * The wallet's behaviour on top of WalletKit: queues proposals and signing requests for the
 * visitor, answers them, switches chains and tracks sessions. A React page reads it through
 * `subscribe` / `getState` (useSyncExternalStore); tests drive it directly.
 */
export class WalletController {
  readonly #kit: WalletControllerOptions['kit']
  readonly #account: LocalAccount
  readonly #chains: readonly DevnetChain[]
  readonly #solana: SolanaWalletOptions | undefined
  readonly #polkadot: WalletControllerOptions['polkadot']
  readonly #cosmos: WalletControllerOptions['cosmos']
  readonly #bitcoin: WalletControllerOptions['bitcoin']
  readonly #transport: Transport | undefined
  readonly #listeners = new Set<() => void>()
  #state: WalletState

  constructor(options: WalletControllerOptions) {
    if (options.chains.length === 0) throw new UnsupportedChainError({ details: 'The wallet needs a chain' })
    this.#kit = options.kit
    this.#account = options.account
    this.#chains = options.chains
    this.#solana = options.solana
    this.#polkadot = options.polkadot
    this.#cosmos = options.cosmos
    this.#bitcoin = options.bitcoin
    this.#transport = options.transport
    this.#state = {
      address: options.account.address,
      solanaAddress: options.solana?.key.address,
      polkadotAddress: options.polkadot?.polkadotAddress,
      cosmosAddress: options.cosmos?.address,
      bitcoinAddress: options.bitcoin?.account.payment.address,
      chainId: (options.chains[0] as DevnetChain).id,
      sessions: [],
      pending: [],
      notice: undefined,
    }
  }

  /** The current state; a new object after every change. */
  getState = (): WalletState => this.#state

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Listens to WalletKit's events and loads the sessions restored from storage. */
  start(): void {
    this.#kit.on('session_proposal', this.#onProposal)
    this.#kit.on('session_request', this.#onRequest)
    this.#kit.on('session_authenticate', this.#onAuthenticate)
    this.#kit.on('session_delete', this.#onSessionDelete)
    this.#kit.on('proposal_expire', this.#onExpire)
    this.#kit.on('session_request_expire', this.#onExpire)
    this.#onSessionsChanged()
  }

  /** Stops listening to WalletKit. */
  stop(): void {
    this.#kit.off('session_proposal', this.#onProposal)
    this.#kit.off('session_request', this.#onRequest)
    this.#kit.off('session_authenticate', this.#onAuthenticate)
    this.#kit.off('session_delete', this.#onSessionDelete)
    this.#kit.off('proposal_expire', this.#onExpire)
    this.#kit.off('session_request_expire', this.#onExpire)
  }

  /**
   * Pairs with a dApp from its wc: URI; its session proposal then arrives as a pending item.
   * @throws InvalidUriError when `uri` is not a WalletConnect v2 pairing URI.
   */
  async pair(uri: string): Promise<void> {
    const valid = validatePairingUri(uri)
    this.#update({ notice: { tone: 'info', text: 'Pairing…' } })
    try {
      await this.#kit.pair({ uri: valid })
    } catch (error) {
      this.#update({ notice: { tone: 'error', text: 'Pairing failed' } })
      throw error
    }
  }

  /**
   * Approves a session proposal with the wallet's account on every devnet chain the dApp asked for, its
   * Solana account on every Solana network it asked for, its Polkadot and Cosmos accounts on every
   * `polkadot:` and `cosmos:` chain it asked for, and its Bitcoin account on the Bitcoin networks it asked
   * for (then telling the dApp its addresses: bip122_addressesChanged).
   */
  async approveProposal(id: number): Promise<SessionSummary> {
    const item = this.#take('proposal', id)
    try {
      const wallet = this.#accounts()
      const namespaces = walletNamespaces(
        item.proposal,
        wallet,
        this.#chains.map((chain) => chain.id),
      )
      const { sessionProperties, events } = bitcoinApprovalExtras(namespaces, wallet)
      const session = await this.#kit.approveSession({
        id,
        namespaces,
        ...(sessionProperties && { sessionProperties }),
      })
      // The dApp learns the addresses even if the event fails; the session stands either way.
      for (const { chainId, event } of events)
        await this.#kit.emitSessionEvent({ topic: session.topic, event, chainId }).catch(() => {})
      this.#onSessionsChanged()
      this.#update({ notice: { tone: 'info', text: `Connected to ${item.summary.name}` } })
      return summarize(session)
    } catch (error) {
      // A proposal the wallet cannot serve is declined, so the dApp does not wait for nothing.
      await this.#kit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_CHAINS') }).catch(() => {})
      this.#update({ notice: { tone: 'error', text: messageOf(error) } })
      throw error
    }
  }

  /** Connects and signs in at once (one-click sign-in): a CACAO per chain, then the session. */
  async approveAuthenticate(id: number): Promise<SessionSummary> {
    const item = this.#take('authenticate', id)
    const format = this.#kit.formatAuthMessage.bind(this.#kit)
    try {
      const auths = await signAuthenticate(item.summary, this.#account, format)
      const { session } = await this.#kit.approveSessionAuthenticate({ id, auths })
      this.#onSessionsChanged()
      this.#update({ notice: { tone: 'info', text: `Signed in to ${item.dapp.name}` } })
      if (!session)
        throw new NotFoundError('Session', { details: 'approveSessionAuthenticate returned none' })
      return { topic: session.topic, dapp: dappOf(session.peer.metadata), chains: item.summary.chains }
    } catch (error) {
      this.#update({ notice: { tone: 'error', text: messageOf(error) } })
      throw error
    }
  }

  /** Declines a one-click sign-in: the dApp gets the SDK's user-rejected error. */
  async rejectAuthenticate(id: number): Promise<void> {
    const item = this.#take('authenticate', id)
    await this.#kit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
    this.#update({ notice: { tone: 'info', text: `Declined ${item.dapp.name}` } })
  }

  /** Declines a session proposal with the SDK's user-rejected error (the dApp shows it as declined). */
  async rejectProposal(id: number): Promise<void> {
    const item = this.#take('proposal', id)
    await this.#kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    this.#update({ notice: { tone: 'info', text: `Declined ${item.summary.name}` } })
  }

  /** Signs (or sends) an approved request and answers the dApp with the result. */
  async approveRequest(id: number): Promise<unknown> {
    const item = this.#take('request', id)
    const { request } = item
    try {
      const result = await executeAnyRequest(request, {
        ...this.#accounts(),
        chains: this.#chains,
        transport: this.#transport,
      })
      await this.#kit.respondSessionRequest({ topic: item.topic, response: resultResponse(id, result) })
      this.#update({ notice: { tone: 'info', text: `Approved ${request.method}` } })
      return result
    } catch (error) {
      await this.#kit.respondSessionRequest({ topic: item.topic, response: errorResponse(id, error) })
      this.#update({ notice: { tone: 'error', text: messageOf(error) } })
      throw error
    }
  }

  /**
   * Declines a request: an EVM or Solana dApp gets EIP-1193 4001 'User rejected the request.'; a Polkadot,
   * Cosmos or Bitcoin dApp gets WalletConnect's own USER_REJECTED (5000 'User rejected.'), their RPC having
   * no EIP-1193 codes.
   */
  async rejectRequest(id: number): Promise<void> {
    const item = this.#take('request', id)
    await this.#kit.respondSessionRequest({ topic: item.topic, response: rejectedResponse(id, item.request) })
    this.#update({ notice: { tone: 'info', text: `Rejected ${item.request.method}` } })
  }

  /** Ends a session from the wallet's side; the dApp gets a session_delete. */
  async disconnect(topic: string): Promise<void> {
    const session = this.#state.sessions.find((candidate) => candidate.topic === topic)
    if (!session) throw new NotFoundError('Session', { details: topic })
    await this.#kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    this.#onSessionsChanged()
    this.#update({ notice: { tone: 'info', text: `Disconnected from ${session.dapp.name}` } })
  }

  /**
   * Makes `chainId` the current chain and tells every session that has it (chainChanged).
   * @throws UnsupportedChainError when the wallet has no such chain.
   */
  async switchChain(chainId: number): Promise<void> {
    const chain = findChain(this.#chains, chainId)
    this.#update({ chainId: chain.id })
    const caip = caipChainId(chain.id)
    const sessions = this.#state.sessions.filter((session) => session.chains.includes(caip))
    await Promise.all(
      sessions.map((session) =>
        this.#kit.emitSessionEvent({
          topic: session.topic,
          event: { name: 'chainChanged', data: chain.id },
          chainId: caip,
        }),
      ),
    )
  }

  #onProposal = (event: WalletKitTypes.SessionProposal): void => {
    const item: PendingItem = {
      kind: 'proposal',
      id: event.id,
      summary: describeProposal(event.params),
      proposal: event.params,
    }
    this.#update({ pending: [...this.#state.pending, item], notice: undefined })
  }

  #onAuthenticate = (event: WalletKitTypes.SessionAuthenticate): void => {
    const dapp = dappOf(event.params.requester.metadata)
    try {
      const summary = describeAuthenticate(event, {
        address: this.#account.address,
        chains: this.#chains.map((chain) => caipChainId(chain.id)),
        methods: supportedMethods,
        format: this.#kit.formatAuthMessage.bind(this.#kit),
      })
      const item: PendingItem = { kind: 'authenticate', id: event.id, dapp, summary }
      this.#update({ pending: [...this.#state.pending, item], notice: undefined })
    } catch (error) {
      void this.#kit
        .rejectSessionAuthenticate({ id: event.id, reason: getSdkError('UNSUPPORTED_CHAINS') })
        .catch(() => {})
      this.#update({ notice: { tone: 'error', text: messageOf(error) } })
    }
  }

  #onRequest = (event: WalletKitTypes.SessionRequest): void => {
    void this.#handleRequest(event)
  }

  async #handleRequest(event: WalletKitTypes.SessionRequest): Promise<void> {
    const respond = (response: Parameters<WalletKitClient['respondSessionRequest']>[0]['response']) =>
      this.#kit.respondSessionRequest({ topic: event.topic, response }).catch(() => {})
    try {
      const request = await parseAnyRequest(event, this.#accounts())
      if (isUnasked(request)) {
        // It reads only what the session already shares: answered without asking.
        await respond(resultResponse(event.id, unaskedResult(request, this.#accounts())))
        return
      }
      if (request.method === 'wallet_switchEthereumChain') {
        // Switching between the wallet's own devnet chains needs no key: done without asking.
        const session = this.#state.sessions.find((candidate) => candidate.topic === event.topic)
        const caip = caipChainId(request.targetChainId)
        if (!session?.chains.includes(caip)) {
          throw new UnsupportedChainError({ details: `${caip} is not in this session` })
        }
        await this.switchChain(request.targetChainId)
        await respond(resultResponse(event.id, null))
        return
      }
      const session = this.#state.sessions.find((candidate) => candidate.topic === event.topic)
      const dapp = session?.dapp ?? { name: 'Unknown dApp', url: '', icon: undefined }
      const item: PendingItem = { kind: 'request', id: event.id, topic: event.topic, dapp, request }
      this.#update({ pending: [...this.#state.pending, item], notice: undefined })
    } catch (error) {
      await respond(errorResponse(event.id, error))
      this.#update({ notice: { tone: 'error', text: messageOf(error) } })
    }
  }

  #onSessionDelete = (event: { topic: string }): void => {
    const session = this.#state.sessions.find((candidate) => candidate.topic === event.topic)
    this.#onSessionsChanged(session ? { tone: 'info', text: `${session.dapp.name} disconnected` } : undefined)
  }

  #onSessionsChanged = (notice?: WalletNotice): void => {
    const sessions = Object.values(this.#kit.getActiveSessions()).map(summarize)
    const topics = new Set(sessions.map((session) => session.topic))
    // Requests of a session that ended can no longer be answered.
    const pending = this.#state.pending.filter((item) => item.kind !== 'request' || topics.has(item.topic))
    this.#update(notice === undefined ? { sessions, pending } : { sessions, pending, notice })
  }

  #onExpire = (event: { id: number }): void => {
    this.#update({ pending: this.#state.pending.filter((item) => item.id !== event.id) })
  }

  #accounts(): WalletAccounts {
    return {
      account: this.#account,
      solana: this.#solana,
      polkadot: this.#polkadot,
      cosmos: this.#cosmos,
      bitcoin: this.#bitcoin,
    }
  }

  #take<K extends PendingItem['kind']>(kind: K, id: number): Extract<PendingItem, { kind: K }> {
    const item = this.#state.pending.find((candidate) => candidate.kind === kind && candidate.id === id)
    if (!item)
      throw new NotFoundError(
        kind === 'proposal' ? 'Proposal' : kind === 'request' ? 'Request' : 'Sign-in request',
        {
          details: String(id),
        },
      )
    this.#update({ pending: this.#state.pending.filter((candidate) => candidate !== item) })
    return item as Extract<PendingItem, { kind: K }>
  }

  #update(patch: Partial<WalletState>): void {
    this.#state = { ...this.#state, ...patch }
    for (const listener of this.#listeners) listener()
  }
}
