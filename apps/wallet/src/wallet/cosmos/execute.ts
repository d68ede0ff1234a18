import { Secp256k1Wallet, type StdSignature } from '@cosmjs/amino'
import { Bip39, EnglishMnemonic, Slip10, Slip10Curve, stringToPath } from '@cosmjs/crypto'
import { fromBech32 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { RequestFailedError, WalletError } from '../errors.js'
import type { CosmosAccount } from './account.js'
import type { AminoSignDoc, CosmosSigningRequest, DirectSignDocJson } from './requests.js'

/** cosmos_signDirect's and cosmos_signAmino's answer (WalletConnect's Cosmos RPC reference). */
export interface CosmosSignResult {
  /** `pub_key` { type: 'tendermint/PubKeySecp256k1', value (base64) } and the 64-byte r‖s signature, base64. */
  signature: StdSignature
  /** The sign doc as the dApp sent it. */
  signed: DirectSignDocJson | AminoSignDoc
}

const keys = new Map<string, Promise<Uint8Array>>()

async function derivePrivateKey(account: CosmosAccount): Promise<Uint8Array> {
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(account.mnemonic))
  return Slip10.derivePath(Slip10Curve.Secp256k1, seed, stringToPath(account.hdPath)).privkey
}

/** The account's private key, derived once (BIP-39 seed stretching is the slow part). */
function privateKey(account: CosmosAccount): Promise<Uint8Array> {
  const id = `${account.mnemonic}\n${account.hdPath}`
  let key = keys.get(id)
  if (!key) {
    key = derivePrivateKey(account)
    key.catch(() => keys.delete(id))
    keys.set(id, key)
  }
  return key
}

/** cosmjs's signer for the key, checked to be the account's. */
async function signer<T extends DirectSecp256k1Wallet | Secp256k1Wallet>(
  account: CosmosAccount,
  fromKey: (key: Uint8Array, prefix: string) => Promise<T>,
): Promise<T> {
  // An explicit length limit: with the installed @scure/base (2.4), fromBech32's default (Infinity) throws.
  const { prefix } = fromBech32(account.address, 90)
  const wallet = await fromKey(await privateKey(account), prefix)
  const [derived] = await wallet.getAccounts()
  if (derived?.address !== account.address)
    throw new RequestFailedError('Signature failed', {
      details: `The mnemonic derives ${derived?.address}, not ${account.address}`,
    })
  return wallet
}

/**
 * Signs an approved Cosmos request with the account's secp256k1 key through cosmjs's own signers:
 * direct over `makeSignBytes(signDoc)` (the protobuf SignDoc), amino over `serializeSignDoc` (sorted
 * JSON), each hashed with sha256.
 * @throws RequestFailedError when the key does not match the account or signing fails.
 */
export async function executeCosmosRequest(
  request: CosmosSigningRequest,
  account: CosmosAccount,
): Promise<CosmosSignResult> {
  try {
    switch (request.method) {
      case 'cosmos_signDirect': {
        const wallet = await signer(account, (key, prefix) => DirectSecp256k1Wallet.fromKey(key, prefix))
        const { signature } = await wallet.signDirect(request.address, request.signDoc)
        return { signature, signed: request.signed }
      }
      case 'cosmos_signAmino': {
        const wallet = await signer(account, (key, prefix) => Secp256k1Wallet.fromKey(key, prefix))
        const { signature } = await wallet.signAmino(request.address, request.signDoc)
        return { signature, signed: request.signDoc }
      }
    }
  } catch (error) {
    if (error instanceof WalletError) throw error
    throw new RequestFailedError('Signature failed', { details: (error as Error).message, cause: error })
  }
}
