import { ChainNotSupportedError, UserRejectedRequestError } from '@foyer/core'
import type { Config } from '@wagmi/core'
import { type AddEthereumChainParameter, type EIP1193Provider, numberToHex } from 'viem'
import { mapWalletError } from '../errors/mapWalletError.js'
import { addChainCodes, hasRpcCode } from '../errors/rpcCode.js'
import { resolveNetwork } from '../network/resolveNetwork.js'
import { evmNetwork } from '../network/schema.js'
import type { EvmNetwork } from '../network/toCaipNetwork.js'
import type { EvmNetworkInput } from '../network/toEvmNetwork.js'
import { parseParameters } from '../parameters.js'

/** The `wallet_addEthereumChain` parameter for a network (EIP-3085). */
export function toAddEthereumChainParameter(network: EvmNetwork): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: numberToHex(network.id),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
  }
}

/**
 * Switches the connected wallet to `network`. When the wallet does not know the chain (4902, 5000,
 * -32603) it is added with wallet_addEthereumChain and switched to again if the wallet did not
 * switch by itself. wagmi's state is then told the new chain, so wagmi hooks follow.
 *
 * @throws UserRejectedRequestError when the visitor declines (4001).
 * @throws ChainNotSupportedError when adding the chain fails.
 */
export async function switchNetwork(config: Config, network: EvmNetwork): Promise<void> {
  const connection = config.state.current ? config.state.connections.get(config.state.current) : undefined
  if (!connection) {
    // Nothing connected: only the chain wagmi reads from changes.
    if (config.chains.some((chain) => chain.id === network.id))
      config.setState((x) => ({ ...x, chainId: network.id }))
    return
  }
  const { connector } = connection
  const provider = (await connector.getProvider()) as EIP1193Provider
  const chainId = numberToHex(network.id)

  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!hasRpcCode(error, addChainCodes)) throw mapWalletError(error, 'errorChainNotSupported')
    await addChain(provider, network)
    if ((await readChainId(provider)) !== network.id) {
      // MetaMask asks to switch after adding; wallets that only add need a second switch.
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
      } catch (switchError) {
        throw notSupportedUnlessRejected(switchError)
      }
    }
  }

  // Some wallets switch without emitting chainChanged (MetaMask when net_version fails), so the
  // provider's own answer is pushed into wagmi's state.
  const current = await readChainId(provider)
  connector.emitter.emit('change', { chainId: current })
  if (current !== network.id)
    throw new ChainNotSupportedError({ details: `The wallet stayed on chain ${current}` })
}

async function addChain(provider: EIP1193Provider, network: EvmNetwork): Promise<void> {
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(network)],
    })
  } catch (error) {
    throw notSupportedUnlessRejected(error)
  }
}

function notSupportedUnlessRejected(error: unknown) {
  const mapped = mapWalletError(error)
  if (mapped instanceof UserRejectedRequestError) return mapped
  return new ChainNotSupportedError({ cause: error, details: mapped.shortMessage })
}

async function readChainId(provider: EIP1193Provider): Promise<number> {
  return Number(await provider.request({ method: 'eth_chainId' }))
}

/** EvmAdapter.switchNetwork's work: checks the input, then switches to it with the configured network's data. */
export function switchToNetwork(
  config: Config,
  networks: readonly EvmNetwork[],
  input: EvmNetworkInput,
): Promise<void> {
  parseParameters(evmNetwork, input)
  return switchNetwork(config, resolveNetwork(networks, input))
}
