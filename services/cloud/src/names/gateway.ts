import { addresses, nameGatewaySigner, nameZone } from '@foyer/devnet'
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  encodePacked,
  type Hex,
  keccak256,
  parseAbi,
  zeroAddress,
} from 'viem'
import { sign } from 'viem/accounts'
import { InvalidRequestError } from '../errors.js'
import { coinTypeToChainId, ETH_COIN_TYPE, EVM_COIN_TYPE_FLAG, labelInZone } from './rules.js'
import type { NameStore } from './store.js'

/** The zone the gateway answers for, the resolver contract that checks its answers, and their key. */
export interface NameGatewayConfig {
  zone: string
  resolver: Address
  signerKey: Hex
  /** How long a signed answer stays valid, in seconds (default 300, the 5-minute ENS cache). */
  ttlSeconds?: number
}

/** The devnet's zone (foyer.id), its resolver (same address on both chains) and the devnet's gateway key. */
export function devnetNamesConfig(): NameGatewayConfig {
  return { zone: nameZone, resolver: addresses[31337].nameResolver, signerKey: nameGatewaySigner.privateKey }
}

const serviceAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const profileAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

const DEFAULT_REVERSE = /^([0-9a-f]{40})\.default\.reverse$/

/** "0x05alice0x03eth0x00" -> "alice.eth" (DNS wire format, as ENSIP-10 passes names). */
function dnsDecode(encoded: Hex): string {
  const bytes = Buffer.from(encoded.slice(2), 'hex')
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0
    if (length === 0) return labels.join('.')
    labels.push(bytes.subarray(offset + 1, offset + 1 + length).toString('utf8'))
    offset += length + 1
  }
  throw new InvalidRequestError('data', 'holds a name that is not DNS-encoded')
}

/**
 * The EIP-3668 gateway of the name zone: decodes the resolver's `resolve(name, data)` request,
 * answers addr (coin 60 and ENSIP-11 EVM coin types) and text records from the database, and signs
 * the answer the way the zone's OffchainResolver checks it (ENS offchain-resolver hash).
 */
export function createNameGateway(config: NameGatewayConfig, names: NameStore) {
  async function answer(name: string, data: Hex): Promise<Hex> {
    const reverse = DEFAULT_REVERSE.exec(name.toLowerCase())
    if (reverse) {
      // ENSIP-19 default primary name: the newest name in the zone pointing at the address.
      const [primary] = (await names.reverse(`0x${reverse[1]}`)).filter((n) =>
        labelInZone(n.name, config.zone),
      )
      return data.startsWith('0x691f3431')
        ? encodeAbiParameters([{ type: 'string' }], [primary?.name ?? ''])
        : '0x'
    }
    const label = labelInZone(name, config.zone)
    const record = label ? await names.lookup(name) : undefined
    let call: ReturnType<typeof decodeFunctionData<typeof profileAbi>>
    try {
      call = decodeFunctionData({ abi: profileAbi, data })
    } catch {
      return '0x' // A profile the zone does not keep: the resolver reports it unsupported.
    }
    const addresses = Object.entries(record?.addresses ?? {})
    // An EVM account has one address on every EVM chain (ENSIP-19's default): any EVM coin type answers.
    const evmAddress = addresses.find(([coin]) => coinTypeToChainId(Number(coin)) !== undefined)?.[1].address
    if (call.functionName === 'name') return '0x'
    if (call.functionName === 'addr' && call.args.length === 1)
      return encodeFunctionResult({
        abi: profileAbi,
        functionName: 'addr',
        result: (evmAddress ?? zeroAddress) as Address,
      } as never)
    if (call.functionName === 'addr') {
      const coinType = Number(call.args[1])
      const isEvm = coinType === ETH_COIN_TYPE || coinType >= EVM_COIN_TYPE_FLAG
      return encodeAbiParameters([{ type: 'bytes' }], [isEvm && evmAddress ? (evmAddress as Hex) : '0x'])
    }
    const key = call.args[1] as string
    const text = record?.attributes[0]?.[key] ?? ''
    return encodeAbiParameters([{ type: 'string' }], [text])
  }

  return {
    /** The gateway's reply to one request: `{ data }` with abi.encode(result, expires, signature). */
    async reply(callData: Hex): Promise<{ data: Hex }> {
      let request: ReturnType<typeof decodeFunctionData<typeof serviceAbi>>
      try {
        request = decodeFunctionData({ abi: serviceAbi, data: callData })
      } catch {
        throw new InvalidRequestError('data', 'is not a resolve(bytes,bytes) request')
      }
      const [encodedName, data] = request.args
      const result = await answer(dnsDecode(encodedName), data)
      const expires = BigInt(Math.floor(Date.now() / 1000) + (config.ttlSeconds ?? 300))
      const hash = keccak256(
        encodePacked(
          ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
          ['0x1900', config.resolver, expires, keccak256(callData), keccak256(result)],
        ),
      )
      const signature = await sign({ hash, privateKey: config.signerKey, to: 'hex' })
      return {
        data: encodeAbiParameters(
          [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
          [result, expires, signature],
        ),
      }
    },
  }
}
