import type { WalletConnectSession } from '../adapter/types.js'

/** What a wallet answers to polkadot_signMessage (WalletConnect's Polkadot RPC reference). */
interface PolkadotSignature {
  signature: string
}

/** What a wallet answers to cosmos_signAmino (WalletConnect's Cosmos RPC reference). */
interface CosmosSignResponse {
  signature: { signature: string }
}

function utf8ToBase64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The ADR-036 sign document for an arbitrary message: what Keplr's signArbitrary signs, so a Cosmos wallet
 * shows the text and the signature cannot be replayed as a transaction (no chain, fee or sequence).
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
 * Asks the session's wallet to sign `message` with `address` on `chainId`: polkadot_signMessage
 * (the wallet wraps the bytes in `<Bytes>…</Bytes>`, as polkadot-js extensions do) or, for Cosmos,
 * cosmos_signAmino of the message's ADR-036 document. Resolves the signature as the wallet gives it
 * (hex for Polkadot, base64 for Cosmos).
 */
export async function signSessionMessage(
  session: WalletConnectSession,
  chainId: string,
  address: string,
  message: string,
): Promise<string> {
  if (chainId.startsWith('polkadot:')) {
    const result = await session.request<PolkadotSignature>(
      { method: 'polkadot_signMessage', params: { address, message } },
      chainId,
    )
    return result.signature
  }
  const result = await session.request<CosmosSignResponse>(
    {
      method: 'cosmos_signAmino',
      params: { signerAddress: address, signDoc: adr036SignDoc(address, message) },
    },
    chainId,
  )
  return result.signature.signature
}
