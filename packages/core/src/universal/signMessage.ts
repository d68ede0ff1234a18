import type { WalletConnectSession } from '../adapter/types.js'

/** What a wallet answers to polkadot_signMessage, solana_signMessage and bip122 signMessage. */
interface SignatureAnswer {
  signature: string
}

/** What a wallet answers to cosmos_signAmino (WalletConnect's Cosmos RPC reference). */
interface CosmosSignResponse {
  signature: { signature: string }
}

const utf8 = (text: string) => new TextEncoder().encode(text)

function utf8ToBase64(text: string): string {
  let binary = ''
  for (const byte of utf8(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** personal_sign takes the message as 0x-prefixed hex of its UTF-8 bytes. */
function utf8ToHex(text: string): string {
  let hex = '0x'
  for (const byte of utf8(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin's alphabet), as WalletConnect's Solana RPC carries bytes; a few lines, no chain library. */
function utf8ToBase58(text: string): string {
  const bytes = utf8(text)
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/**
 * The ADR-036 sign document for an arbitrary message: what Keplr's signArbitrary signs, so a Cosmos wallet
 * shows the text and the signature cannot be replayed as a transaction (no chain, fee or sequence).
 *
 * @example
 * const doc = adr036SignDoc('cosmos1…', 'Sign in to App')
 * // { chain_id: '', account_number: '0', sequence: '0', msgs: [{ type: 'sign/MsgSignData', value: { signer: 'cosmos1…', data: 'U2lnbiBpbiB0byBBcHA=' } }], … }
 */
export function adr036SignDoc(signer: string, message: string) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: utf8ToBase64(message) } }],
    memo: '',
  }
}

/**
 * Asks the session's wallet to sign `message` with `address` on `chainId`, in the namespace's own
 * WalletConnect method, and resolves the signature as the wallet gives it:
 * - eip155: personal_sign (EIP-191), hex;
 * - solana: solana_signMessage of the UTF-8 bytes in base58, base58;
 * - bip122: signMessage (BIP-322), as the wallet encodes it;
 * - polkadot: polkadot_signMessage (the wallet wraps the bytes in `<Bytes>…</Bytes>`), hex;
 * - cosmos: cosmos_signAmino of the message's ADR-036 document, base64.
 */
export async function signSessionMessage(
  session: WalletConnectSession,
  chainId: string,
  address: string,
  message: string,
): Promise<string> {
  const namespace = chainId.split(':')[0]
  if (namespace === 'eip155')
    return session.request<string>(
      { method: 'personal_sign', params: [utf8ToHex(message), address] },
      chainId,
    )
  if (namespace === 'cosmos') {
    const result = await session.request<CosmosSignResponse>(
      {
        method: 'cosmos_signAmino',
        params: { signerAddress: address, signDoc: adr036SignDoc(address, message) },
      },
      chainId,
    )
    return result.signature.signature
  }
  const args =
    namespace === 'solana'
      ? { method: 'solana_signMessage', params: { message: utf8ToBase58(message), pubkey: address } }
      : namespace === 'bip122'
        ? { method: 'signMessage', params: { account: address, address, message, protocol: 'bip322' } }
        : { method: 'polkadot_signMessage', params: { address, message } }
  const result = await session.request<SignatureAnswer>(args, chainId)
  return result.signature
}
