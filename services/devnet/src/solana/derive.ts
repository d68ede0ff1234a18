import { createHmac, createPrivateKey, createPublicKey, pbkdf2Sync } from 'node:crypto'

/**
 * SLIP-0010 ed25519 key derivation from a BIP-39 mnemonic (Node only): the scheme Solana wallets use,
 * on Phantom's path m/44'/501'/{index}'/0'. Every level of an ed25519 path is hardened.
 */

const hardenedOffset = 0x80000000
// DER prefix of a PKCS#8 ed25519 private key; the 32-byte seed follows it.
const pkcs8Ed25519Prefix = Buffer.from('302e020100300506032b657004220420', 'hex')

/** BIP-39: the 64-byte seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase). */
function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  const salt = `mnemonic${passphrase}`.normalize('NFKD')
  return pbkdf2Sync(mnemonic.normalize('NFKD'), salt, 2048, 64, 'sha512')
}

/** Parses `m/44'/501'/0'/0'` into hardened indices; throws on a non-hardened level. */
export function parseHardenedPath(path: string): number[] {
  const [root, ...levels] = path.split('/')
  if (root !== 'm') throw new Error(`Derivation path must start with m: ${path}`)
  return levels.map((level) => {
    const match = /^(\d+)'$/.exec(level)
    if (!match) throw new Error(`ed25519 derivation needs hardened levels only: ${path}`)
    const index = Number(match[1])
    if (index >= hardenedOffset) throw new Error(`Index out of range in ${path}`)
    return index + hardenedOffset
  })
}

/** SLIP-0010 ed25519: the 32-byte private key (seed of the ed25519 key pair) at `path`. */
export function deriveEd25519PrivateKey(seed: Uint8Array, path: string): Uint8Array {
  let digest = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of parseHardenedPath(path)) {
    const data = Buffer.alloc(37)
    digest.copy(data, 1, 0, 32)
    data.writeUInt32BE(index, 33)
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  return new Uint8Array(digest.subarray(0, 32))
}

/** The ed25519 public key of a 32-byte private key. */
export function ed25519PublicKey(privateKey: Uint8Array): Uint8Array {
  const key = createPrivateKey({
    key: Buffer.concat([pkcs8Ed25519Prefix, privateKey]),
    format: 'der',
    type: 'pkcs8',
  })
  const jwk = createPublicKey(key).export({ format: 'jwk' })
  return new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))
}

/** Phantom's derivation path for account `index`. */
function solanaDerivationPath(index: number): string {
  return `m/44'/501'/${index}'/0'`
}

/** The 64-byte Solana key pair (private key, then public key) at `index` of the mnemonic. */
export function deriveSolanaKeyPair(
  mnemonic: string,
  index: number,
): { secretKey: Uint8Array; publicKey: Uint8Array } {
  const privateKey = deriveEd25519PrivateKey(mnemonicToSeed(mnemonic), solanaDerivationPath(index))
  const publicKey = ed25519PublicKey(privateKey)
  const secretKey = new Uint8Array(64)
  secretKey.set(privateKey, 0)
  secretKey.set(publicKey, 32)
  return { secretKey, publicKey }
}
