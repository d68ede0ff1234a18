import { chainAId, chainBId, type DevnetChain, devnetChain } from '@foyer/devnet'
import { z } from 'zod'
import { InvalidParamsError, UnsupportedChainError } from './errors.js'

/** RPC ports of the two devnet chains (FOYER_CHAIN_A_PORT / FOYER_CHAIN_B_PORT). */
export interface ChainPorts {
  chainA: number
  chainB: number
}

/** The wallet's chains: devnet 31337 first (the default), then 31338. */
export function walletChains(ports: ChainPorts): readonly [DevnetChain, DevnetChain] {
  return [devnetChain(chainAId, ports.chainA), devnetChain(chainBId, ports.chainB)]
}

/** `eip155:<id>`, the CAIP-2 id WalletConnect uses for an EVM chain. */
export function caipChainId(chainId: number): `eip155:${number}` {
  return `eip155:${chainId}`
}

const caipSchema = z.string().regex(/^eip155:\d+$/, 'Expected an EVM chain id like eip155:31337')

/** The numeric id of an `eip155:<id>` chain. */
export function chainIdOfCaip(caip: string): number {
  const parsed = caipSchema.safeParse(caip)
  if (!parsed.success) throw new InvalidParamsError('Invalid chain id', { details: caip })
  return Number(parsed.data.slice('eip155:'.length))
}

/** The wallet chain with this id, or UnsupportedChainError. */
export function findChain(chains: readonly DevnetChain[], chainId: number): DevnetChain {
  const chain = chains.find((candidate) => candidate.id === chainId)
  if (!chain) throw new UnsupportedChainError({ details: `This wallet has no chain ${chainId}` })
  return chain
}
