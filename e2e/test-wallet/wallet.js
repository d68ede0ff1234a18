/**
 * Foyer Test Wallet: a self-contained EIP-1193 wallet for end-to-end tests (no imports; injected into
 * pages with Playwright's page.addInitScript through index.ts). Signing is forwarded to the chain's
 * RPC: the devnet anvil holds the test mnemonic's keys unlocked and signs with them.
 *
 * It announces itself through EIP-6963, optionally sets window.ethereum, and exposes a control API on
 * window.__foyerTestWallet (rejectNext, setChain, setAccount, disconnect, requests).
 */
// biome-ignore lint/correctness/noUnusedVariables: called by the script text testWalletScript() builds
function installFoyerTestWallet(options) {
  const w = typeof window !== 'undefined' ? window : globalThis
  const config = {
    account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chains: { 31337: 'http://127.0.0.1:8545' },
    chainId: 31337,
    name: 'Foyer Test Wallet',
    rdns: 'dev.foyer.testwallet',
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%234f46e5'/%3E%3Cpath d='M9 10h14v4H13v3h8v4h-8v5H9z' fill='white'/%3E%3C/svg%3E",
    announce: true,
    legacy: false,
    persist: true,
    ...options,
  }
  const storageKey = `__foyerTestWallet:${config.rdns}`
  const userRejected = 'User rejected the request.'
  // Methods a real wallet shows a prompt for; rejectNext() applies to the next of these.
  const approvalMethods = new Set([
    'eth_requestAccounts',
    'wallet_requestPermissions',
    'personal_sign',
    'eth_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_signTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ])
  const accountMethods = new Set([
    'personal_sign',
    'eth_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_signTransaction',
  ])

  const chains = new Map()
  for (const [id, url] of Object.entries(config.chains)) chains.set(Number(id), url)

  const saved = readSaved()
  const state = {
    account: saved?.account ?? config.account,
    chainId: saved?.chainId ?? Number(config.chainId),
    connected: saved?.connected ?? false,
  }
  if (saved?.chains) for (const [id, url] of saved.chains) if (!chains.has(id)) chains.set(id, url)
  const listeners = new Map()
  const requests = []
  let pendingRejection = null
  let rpcId = 0

  function readSaved() {
    if (!config.persist) return null
    try {
      const raw = w.localStorage?.getItem(storageKey)
      return raw ? JSON.parse(raw) : null
    } catch {
      return null
    }
  }
  function save() {
    if (!config.persist) return
    try {
      const value = {
        account: state.account,
        chainId: state.chainId,
        connected: state.connected,
        chains: [...chains],
      }
      w.localStorage?.setItem(storageKey, JSON.stringify(value))
    } catch {}
  }

  function rpcError(code, message, data) {
    const error = new Error(message)
    error.code = code
    if (data !== undefined) error.data = data
    return error
  }
  function hex(n) {
    return `0x${Number(n).toString(16)}`
  }
  function emit(event, payload) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        setTimeout(() => {
          throw error
        })
      }
    }
  }
  function accounts() {
    return state.connected ? [state.account] : []
  }
  function permissions() {
    if (!state.connected) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: w.location?.origin ?? 'null',
        date: Date.now(),
        caveats: [{ type: 'restrictReturnedAccounts', value: [state.account] }],
      },
    ]
  }
  function connectAccount() {
    const wasConnected = state.connected
    state.connected = true
    save()
    if (!wasConnected) {
      emit('connect', { chainId: hex(state.chainId) })
      emit('accountsChanged', [state.account])
    }
  }
  function changeChain(chainId) {
    if (state.chainId === chainId) return
    state.chainId = chainId
    save()
    emit('chainChanged', hex(chainId))
  }

  async function forward(method, params) {
    const url = chains.get(state.chainId)
    if (!url) throw rpcError(4900, `Foyer Test Wallet has no RPC URL for chain ${state.chainId}`)
    rpcId += 1
    let response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: rpcId, method, params: params ?? [] }),
      })
    } catch (cause) {
      throw rpcError(-32603, `Foyer Test Wallet could not reach ${url}`, { cause: String(cause) })
    }
    const body = await response.json().catch(() => null)
    if (!body) throw rpcError(-32603, `HTTP status code: ${response.status}`)
    if (body.error)
      throw rpcError(body.error.code ?? -32603, body.error.message ?? 'RPC error', body.error.data)
    return body.result
  }

  async function handle(method, params) {
    switch (method) {
      case 'eth_requestAccounts':
        connectAccount()
        return accounts()
      case 'eth_accounts':
        return accounts()
      case 'eth_chainId':
        return hex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'wallet_requestPermissions':
        connectAccount()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        state.connected = false
        save()
        return null
      case 'wallet_switchEthereumChain': {
        const chainId = Number(params?.[0]?.chainId)
        if (!chains.has(chainId)) throw rpcError(4902, `Unrecognized chain ID "${params?.[0]?.chainId}".`)
        changeChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const parameter = params?.[0] ?? {}
        const chainId = Number(parameter.chainId)
        const rpcUrl = parameter.rpcUrls?.[0]
        if (!Number.isSafeInteger(chainId) || chainId <= 0 || typeof rpcUrl !== 'string')
          throw rpcError(-32602, 'Invalid wallet_addEthereumChain parameter')
        if (!chains.has(chainId)) chains.set(chainId, rpcUrl)
        save()
        // Like MetaMask: after adding, the wallet asks to switch; the test wallet accepts.
        changeChain(chainId)
        return null
      }
      case 'eth_sendTransaction': {
        const tx = { ...(params?.[0] ?? {}) }
        tx.from = tx.from ?? state.account
        return forward(method, [tx])
      }
      default:
        return forward(method, params)
    }
  }

  const provider = {
    isFoyerTestWallet: true,
    async request(args) {
      const method = args?.method
      const params = args?.params
      if (typeof method !== 'string') throw rpcError(-32600, 'Invalid request: method is required')
      requests.push(method)
      if (approvalMethods.has(method) && pendingRejection !== null) {
        const code = pendingRejection
        pendingRejection = null
        throw rpcError(code, userRejected)
      }
      if (accountMethods.has(method) && !state.connected)
        throw rpcError(4100, 'The requested account and/or method has not been authorized by the user.')
      return handle(method, params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event).add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  provider.off = provider.removeListener

  const info = Object.freeze({
    uuid:
      typeof crypto !== 'undefined' && crypto.randomUUID
        ? crypto.randomUUID()
        : String(Math.random()).slice(2),
    name: config.name,
    icon: config.icon,
    rdns: config.rdns,
  })
  function announce() {
    w.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  }

  w.__foyerTestWallet = {
    provider,
    info,
    requests,
    /** Rejects the next request that needs approval with `code` and 'User rejected the request.'. */
    rejectNext(code = 4001) {
      pendingRejection = code
    },
    /** The visitor switched chain in the wallet, even to one the app did not request. */
    setChain(chainId, rpcUrl) {
      const id = Number(chainId)
      if (rpcUrl) chains.set(id, rpcUrl)
      changeChain(id)
    },
    /** The visitor switched account in the wallet. */
    setAccount(address) {
      state.account = address
      save()
      if (state.connected) emit('accountsChanged', [address])
    },
    /** The wallet ended the connection. */
    disconnect() {
      state.connected = false
      save()
      emit('accountsChanged', [])
      emit('disconnect', rpcError(4900, 'The provider is disconnected from all chains.'))
    },
    get state() {
      return {
        account: state.account,
        chainId: state.chainId,
        connected: state.connected,
        chains: Object.fromEntries(chains),
      }
    },
  }

  if (config.legacy) w.ethereum = provider
  if (config.announce) {
    w.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
  return w.__foyerTestWallet
}
