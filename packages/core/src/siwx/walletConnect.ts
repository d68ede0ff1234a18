/**
 * One-click sign-in over WalletConnect: the pairing asks the wallet to sign the app's sign-in
 * message (`wc_sessionAuthenticate`), so connecting and signing in take one approval. Loaded with the
 * first pairing of an app that has a sign-in config.
 */
import type { FoyerKernel } from '../instance/kernel.js'
import { EIP155_METHODS } from '../walletConnect/namespaces.js'
import type { SIWXConfig, WalletConnectSignIn, WalletConnectSignInRequest } from './types.js'

type CacaoPayload = {
  domain: string
  aud: string
  nonce: string
  iat: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

// createMessage needs an account; the wallet's is not known before it answers, and the CACAO carries it.
const UNKNOWN_ACCOUNT = '0x0000000000000000000000000000000000000000'

/** The request for the pairing, from the app's own message (its nonce, domain, statement); eip155 only. */
export async function walletConnectSignInRequest(
  context: FoyerKernel,
  config: SIWXConfig,
): Promise<WalletConnectSignInRequest | undefined> {
  const { networks } = context.options
  if (networks.some((network) => network.chainNamespace !== 'eip155')) return undefined
  const selected = context.store.getState().caipNetwork
  const chainId = selected?.chainNamespace === 'eip155' ? selected.caipNetworkId : networks[0].caipNetworkId
  const message = await config.createMessage({ accountAddress: UNKNOWN_ACCOUNT, chainId })
  // The selected network first: the wallet's CACAOs follow this order, and the first one is adopted.
  const chains = [chainId, ...networks.map((n) => n.caipNetworkId).filter((id) => id !== chainId)]
  return {
    chains,
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    iat: message.issuedAt,
    ...(message.statement ? { statement: message.statement } : {}),
    ...(message.expirationTime ? { exp: message.expirationTime } : {}),
    ...(message.notBefore ? { nbf: message.notBefore } : {}),
    ...(message.requestId ? { requestId: message.requestId } : {}),
    ...(message.resources ? { resources: message.resources } : {}),
    methods: [...EIP155_METHODS],
  }
}

/**
 * Stores one of the wallet's CACAOs as the session (the selected network's when present): the nonce is
 * single use, so one session per pairing. A refused one leaves the sign-in view to ask as usual.
 */
export async function adoptWalletConnectSignIn(
  context: FoyerKernel,
  config: SIWXConfig,
  signIns: readonly WalletConnectSignIn[],
): Promise<void> {
  const selected = context.store.getState().caipNetwork?.caipNetworkId
  const signIn = signIns.find((s) => s.chainId === selected) ?? signIns[0]
  if (!signIn) return
  // The CACAO's payload holds the message's fields (CAIP-122).
  const p = (signIn.cacao as { p: CacaoPayload }).p
  await config.addSession({
    data: {
      accountAddress: signIn.address,
      chainId: signIn.chainId,
      domain: p.domain,
      uri: p.aud,
      version: '1',
      nonce: p.nonce,
      issuedAt: p.iat,
      ...(p.statement ? { statement: p.statement } : {}),
      ...(p.exp ? { expirationTime: p.exp } : {}),
      ...(p.nbf ? { notBefore: p.nbf } : {}),
      ...(p.requestId ? { requestId: p.requestId } : {}),
      ...(p.resources ? { resources: p.resources } : {}),
    },
    message: signIn.message,
    signature: signIn.signature,
    cacao: signIn.cacao,
  })
}
