/**
 * Foyer Solana Test Wallet: a self-contained wallet-standard wallet for tests (no imports; injected into
 * pages with Playwright's page.addInitScript through index.ts, or run in Node with a window-like global).
 * It holds one ed25519 key and signs with WebCrypto (Ed25519: Chromium 137+, Node 20); transactions it
 * signs and sends go to the chain's RPC URL.
 *
 * The byte encodings it needs (base58, base64, compact-u16) are in codecs.js, which index.ts puts before it.
 *
 * It registers through the wallet standard's window events (`wallet-standard:register-wallet` and
 * `wallet-standard:app-ready`) and exposes a control API on window.__foyerSolanaTestWallet (rejectNext,
 * disconnect, setSecretKey, unregister, requests, state).
 */
// biome-ignore lint/correctness/noUnusedVariables: called by the script text solanaTestWalletScript() builds
function installFoyerSolanaTestWallet(options) {
  // Init scripts also run in documents that are no secure context (the first about:blank):
  // without WebCrypto there is no key, and a page there needs no wallet.
  if (!globalThis.crypto?.subtle) return undefined
  const { base58Encode, base58Decode, toBase64, fromBase64, readShortU16 } = foyerSolanaTestWalletCodecs()
  const w = typeof window !== 'undefined' ? window : globalThis
  const config = {
    // Seed 1..32: a fixed key, so an address in a test stays the same across runs.
    secretKey: Array.from({ length: 32 }, (_, i) => i + 1),
    rpcUrl: 'http://127.0.0.1:8899',
    rpcUrls: {},
    chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'],
    name: 'Foyer Solana Test Wallet',
    icon: undefined,
    features: undefined,
    persist: true,
    confirmTimeoutMs: 30_000,
    ...options,
  }
  const icon =
    config.icon ??
    `data:image/svg+xml;base64,${btoa(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#14b8a6'/><path d='M9 10h14v4H13v3h8v4h-8v5H9z' fill='white'/></svg>",
    )}`
  const storageKey = `__foyerSolanaTestWallet:${config.name}`
  const userRejected = 'User rejected the request.'
  const allFeatures = [
    'standard:connect',
    'standard:disconnect',
    'standard:events',
    'solana:signMessage',
    'solana:signTransaction',
    'solana:signAndSendTransaction',
  ]
  const offered = new Set(config.features ?? allFeatures)

  // ---- the key -----------------------------------------------------------------------------------
  // WebCrypto imports an Ed25519 private key as PKCS#8: this DER prefix, then the 32-byte seed.
  const PKCS8_PREFIX = [
    0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
  ]
  function seedOf(secretKey) {
    const bytes = typeof secretKey === 'string' ? base58Decode(secretKey) : Uint8Array.from(secretKey)
    // 64 bytes is Solana's keypair form (seed, then public key); the public key is derived again here.
    if (bytes.length !== 32 && bytes.length !== 64)
      throw new Error('secretKey must be 32 or 64 bytes (an array of numbers or a base58 string)')
    return bytes.slice(0, 32)
  }
  async function importKey(secretKey) {
    const seed = seedOf(secretKey)
    const privateKey = await crypto.subtle.importKey(
      'pkcs8',
      new Uint8Array([...PKCS8_PREFIX, ...seed]),
      { name: 'Ed25519' },
      true,
      ['sign'],
    )
    const jwk = await crypto.subtle.exportKey('jwk', privateKey)
    const publicKey = fromBase64(jwk.x)
    return { privateKey, publicKey, address: base58Encode(publicKey), secretKey: [...seed, ...publicKey] }
  }
  async function sign(bytes) {
    const { privateKey } = await keyReady
    return new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, bytes))
  }

  // ---- state ---------------------------------------------------------------------------------------
  const saved = readSaved()
  const state = { connected: saved?.connected ?? false, key: undefined, account: undefined }
  const listeners = new Set()
  const requests = []
  let pendingRejection = null
  let unregister = () => {}
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
      w.localStorage?.setItem(
        storageKey,
        JSON.stringify({ connected: state.connected, secretKey: state.key?.secretKey }),
      )
    } catch {}
  }
  function walletError(code, message) {
    const error = new Error(message)
    if (code !== null && code !== undefined) error.code = code
    return error
  }
  function emit(properties) {
    for (const listener of [...listeners]) {
      try {
        listener(properties)
      } catch (error) {
        setTimeout(() => {
          throw error
        })
      }
    }
  }
  function accounts() {
    return state.connected && state.account ? [state.account] : []
  }
  function useKey(key) {
    state.key = key
    state.account = Object.freeze({
      address: key.address,
      publicKey: key.publicKey,
      chains: Object.freeze([...config.chains]),
      features: Object.freeze([...offered].filter((name) => name.startsWith('solana:'))),
      label: config.name,
      icon,
    })
  }
  let keyReady = importKey(saved?.secretKey ?? config.secretKey).then((key) => {
    useKey(key)
    if (state.connected) emit({ accounts: accounts() })
    return key
  })

  /** Logs the request, applies a pending rejection to it, and checks the account it names. */
  async function begin(method, params, { approval = true, account } = {}) {
    requests.push({ method, params })
    await keyReady
    if (approval && pendingRejection) {
      const { code, message } = pendingRejection
      pendingRejection = null
      throw walletError(code, message)
    }
    if (account !== undefined) {
      if (!state.connected) throw walletError(4100, 'The wallet is not connected.')
      if (account?.address !== state.account.address)
        throw walletError(4100, `Unknown account ${account?.address}`)
    }
  }

  // ---- transactions --------------------------------------------------------------------------------
  /** Signs a wire transaction (legacy or v0) in place of this account's signature slot. */
  async function signWireTransaction(wire) {
    const bytes = Uint8Array.from(wire)
    const [signatureCount, countSize] = readShortU16(bytes, 0)
    const messageStart = countSize + signatureCount * 64
    const message = bytes.slice(messageStart)
    const versioned = (message[0] & 0x80) !== 0
    if (versioned && (message[0] & 0x7f) !== 0)
      throw walletError(-32602, `Unsupported transaction version ${message[0] & 0x7f}`)
    const header = versioned ? 1 : 0
    const required = message[header]
    const [keyCount, keyCountSize] = readShortU16(message, header + 3)
    const keysStart = header + 3 + keyCountSize
    const own = state.account.publicKey
    let index = -1
    for (let i = 0; i < Math.min(required, keyCount); i++) {
      const key = message.subarray(keysStart + i * 32, keysStart + (i + 1) * 32)
      if (key.every((byte, j) => byte === own[j])) {
        index = i
        break
      }
    }
    if (index < 0 || index >= signatureCount)
      throw walletError(-32602, `The transaction needs no signature of ${state.account.address}`)
    bytes.set(await sign(message), countSize + index * 64)
    return { signed: bytes, signature: bytes.slice(countSize, countSize + 64) }
  }

  async function rpc(chain, method, params) {
    const url = config.rpcUrls[chain] ?? config.rpcUrl
    rpcId += 1
    let response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: rpcId, method, params }),
      })
    } catch (cause) {
      throw walletError(-32603, `Foyer Solana Test Wallet could not reach ${url}: ${String(cause)}`)
    }
    const body = await response.json().catch(() => null)
    if (!body) throw walletError(-32603, `HTTP status code: ${response.status}`)
    if (body.error) throw walletError(body.error.code ?? -32603, body.error.message ?? 'RPC error')
    return body.result
  }

  const commitmentRank = { processed: 0, confirmed: 1, finalized: 2 }
  async function waitFor(chain, signature, commitment) {
    const deadline = Date.now() + config.confirmTimeoutMs
    while (Date.now() < deadline) {
      const result = await rpc(chain, 'getSignatureStatuses', [[signature]])
      const status = result?.value?.[0]
      if (status?.err)
        throw walletError(-32603, `Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
      const reached = commitmentRank[status?.confirmationStatus] ?? -1
      if (status && reached >= commitmentRank[commitment]) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw walletError(-32603, `Transaction ${signature} was not ${commitment} in time`)
  }

  // ---- wallet-standard features ----------------------------------------------------------------------
  const features = {}
  if (offered.has('standard:connect'))
    features['standard:connect'] = {
      version: '1.0.0',
      async connect(input) {
        const silent = Boolean(input?.silent)
        await begin('standard:connect', { silent }, { approval: !silent })
        // A silent connect asks nothing: it answers only when the app was authorised before.
        if (silent && !state.connected) return { accounts: [] }
        if (!state.connected) {
          state.connected = true
          save()
          emit({ accounts: accounts() })
        }
        return { accounts: accounts() }
      },
    }
  if (offered.has('standard:disconnect'))
    features['standard:disconnect'] = {
      version: '1.0.0',
      async disconnect() {
        await begin('standard:disconnect', {}, { approval: false })
        if (!state.connected) return
        state.connected = false
        save()
        emit({ accounts: [] })
      },
    }
  if (offered.has('standard:events'))
    features['standard:events'] = {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
  if (offered.has('solana:signMessage'))
    features['solana:signMessage'] = {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const input of inputs) {
          await begin('solana:signMessage', { message: toBase64(input.message) }, { account: input.account })
          const signature = await sign(input.message)
          outputs.push({ signedMessage: input.message, signature, signatureType: 'ed25519' })
        }
        return outputs
      },
    }
  if (offered.has('solana:signTransaction'))
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const outputs = []
        for (const input of inputs) {
          const params = { transaction: toBase64(input.transaction), chain: input.chain ?? null }
          await begin('solana:signTransaction', params, { account: input.account })
          outputs.push({ signedTransaction: (await signWireTransaction(input.transaction)).signed })
        }
        return outputs
      },
    }
  if (offered.has('solana:signAndSendTransaction'))
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        const outputs = []
        for (const input of inputs) {
          const { chain, options: sendOptions = {} } = input
          const params = { transaction: toBase64(input.transaction), chain, options: sendOptions }
          await begin('solana:signAndSendTransaction', params, { account: input.account })
          const { signed, signature } = await signWireTransaction(input.transaction)
          const { commitment, minContextSlot: _slot, ...send } = sendOptions
          await rpc(chain, 'sendTransaction', [toBase64(signed), { encoding: 'base64', ...send }])
          if (commitment) await waitFor(chain, base58Encode(signature), commitment)
          outputs.push({ signature })
        }
        return outputs
      },
    }

  const wallet = Object.freeze({
    version: '1.0.0',
    name: config.name,
    icon,
    get chains() {
      return [...config.chains]
    },
    features: Object.freeze(features),
    get accounts() {
      return accounts()
    },
  })

  // ---- registration: the wallet standard's two window events -------------------------------------------
  function register(api) {
    unregister = api.register(wallet)
  }
  try {
    w.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  } catch (error) {
    console.error('wallet-standard:register-wallet could not be dispatched', error)
  }
  w.addEventListener('wallet-standard:app-ready', (event) => register(event.detail))

  w.__foyerSolanaTestWallet = {
    wallet,
    /** Requests in order: `{ method, params }`, transactions and messages base64. */
    requests,
    /** Resolves once the key is imported (the address is known). */
    get ready() {
      return keyReady.then(() => undefined)
    },
    /** Rejects the next request that needs approval (connect, signing) with `code` and `message`; code null for none. */
    rejectNext(code = 4001, message = userRejected) {
      pendingRejection = { code, message }
    },
    /** The wallet ended the connection: it reports no accounts. */
    disconnect() {
      if (!state.connected) return
      state.connected = false
      save()
      emit({ accounts: [] })
    },
    /** The visitor switched to another key (32-byte seed or 64-byte keypair); reported when connected. */
    async setSecretKey(secretKey) {
      keyReady = importKey(secretKey)
      useKey(await keyReady)
      save()
      if (state.connected) emit({ accounts: accounts() })
      return state.key.address
    },
    /** Removes the wallet from the app's list (the unregister function of the wallet standard). */
    unregister() {
      unregister()
    },
    get state() {
      return { address: state.key?.address, connected: state.connected, chains: [...config.chains] }
    },
  }
  return w.__foyerSolanaTestWallet
}
