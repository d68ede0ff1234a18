// Smart accounts for embedded-wallet users: each user's key owns a Safe 1.4.1 with the ERC-4337
// module (EntryPoint 0.7). Safe, because it implements ERC-1271, so its signatures verify on chain.
import type { Db } from '@foyer/cloud/db'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPimlicoClient } from 'permissionless/clients/pimlico'
import {
  type Address,
  createPublicClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Address,
  type SmartAccount,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import type { LocalAccount } from 'viem/accounts'
import type { User } from '../store/users.js'

export type AccountType = 'eoa' | 'smartAccount'

export interface SmartAccountContext {
  db: Db
  rpcUrls: ReadonlyMap<number, string>
  /** Chain id -> bundler URL; smart accounts are enabled exactly on these chains. */
  bundlerUrls: ReadonlyMap<number, string>
  fetch?: typeof fetch
}

/** The account a request on a chain acts as: the smart account where enabled and preferred, else the EOA. */
export interface ActiveAccount {
  type: AccountType
  address: Address
}

const SAFE_VERSION = '1.4.1'

/** The chains where users get a smart account: a bundler and a chain RPC URL for each. */
export const smartAccountChains = (context: SmartAccountContext): number[] =>
  [...context.bundlerUrls.keys()].filter((id) => context.rpcUrls.has(id))

/** A viem chain for a configured chain id and its RPC URL (the devnet chains have no viem definition). */
export const chainOf = (id: number, url: string) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })

function publicClient(context: SmartAccountContext, chainId: number): PublicClient {
  const url = context.rpcUrls.get(chainId)
  if (!url) throw new Error(`No RPC URL for chain ${chainId}`)
  return createPublicClient({
    chain: chainOf(chainId, url),
    transport: http(url, context.fetch ? { fetchFn: context.fetch } : {}),
  })
}

/** The user's Safe on `chainId`, signing with `owner` (a local account, or the address only for reads). */
export function safeOf(
  context: SmartAccountContext,
  chainId: number,
  owner: LocalAccount | { address: Address; type: 'json-rpc' },
  address?: Address,
): Promise<SmartAccount> {
  return toSafeSmartAccount({
    client: publicClient(context, chainId),
    owners: [owner as LocalAccount],
    version: SAFE_VERSION,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    ...(address ? { address } : {}),
  })
}

/**
 * The user's counterfactual Safe address. The proxy factory and init code are the same on every
 * chain, so one address serves all; it is computed once (a chain read) and kept with the user.
 */
export async function smartAccountAddress(context: SmartAccountContext, user: User): Promise<Address> {
  const { rows } = await context.db.query<{ smart_account_address: string | null }>(
    'SELECT smart_account_address FROM ss_users WHERE id = $1',
    [user.id],
  )
  const stored = rows[0]?.smart_account_address
  if (stored) return stored as Address
  const chainId = smartAccountChains(context)[0]
  if (chainId === undefined) throw new Error('No chain has smart accounts')
  const safe = await safeOf(context, chainId, { address: user.address, type: 'json-rpc' })
  const address = getAddress(await safe.getAddress())
  await context.db.query('UPDATE ss_users SET smart_account_address = $2 WHERE id = $1', [user.id, address])
  return address
}

/** The user's saved choice (null: never chosen, which means the smart account where enabled). */
export async function preferredAccountType(context: SmartAccountContext, user: User): Promise<AccountType> {
  const { rows } = await context.db.query<{ preferred_account_type: string | null }>(
    'SELECT preferred_account_type FROM ss_users WHERE id = $1',
    [user.id],
  )
  return rows[0]?.preferred_account_type === 'eoa' ? 'eoa' : 'smartAccount'
}

export async function setPreferredAccountType(
  context: SmartAccountContext,
  user: User,
  type: AccountType,
): Promise<void> {
  await context.db.query('UPDATE ss_users SET preferred_account_type = $2 WHERE id = $1', [user.id, type])
}

/** Which account acts on `chainId` for this user. */
export async function activeAccount(
  context: SmartAccountContext,
  user: User,
  chainId: number,
): Promise<ActiveAccount> {
  if (!smartAccountChains(context).includes(chainId)) return { type: 'eoa', address: user.address }
  if ((await preferredAccountType(context, user)) === 'eoa') return { type: 'eoa', address: user.address }
  return { type: 'smartAccount', address: await smartAccountAddress(context, user) }
}

export async function isDeployed(context: SmartAccountContext, chainId: number, address: Address) {
  const code = await publicClient(context, chainId).getCode({ address })
  return code !== undefined && code !== '0x'
}

export type Call = { to: Address; value?: bigint; data?: Hex }

function bundlerTransport(context: SmartAccountContext, chainId: number) {
  const url = context.bundlerUrls.get(chainId)
  if (!url) throw new Error(`No bundler for chain ${chainId}`)
  return http(url, context.fetch ? { fetchFn: context.fetch } : {})
}

/**
 * The fees per gas the chain's bundler accepts (`pimlico_getUserOperationGasPrice`, its fast tier):
 * a user operation priced otherwise is refused.
 */
export async function userOperationGasPrice(context: SmartAccountContext, chainId: number) {
  const pimlico = createPimlicoClient({
    transport: bundlerTransport(context, chainId),
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  return (await pimlico.getUserOperationGasPrice()).fast
}

function bundler(context: SmartAccountContext, chainId: number, account?: SmartAccount) {
  return createBundlerClient({
    client: publicClient(context, chainId),
    transport: bundlerTransport(context, chainId),
    ...(account ? { account } : {}),
    userOperation: { estimateFeesPerGas: () => userOperationGasPrice(context, chainId) },
  })
}

/** Sends `calls` as one user operation from `safe` (the first one deploys it); returns its hash. */
export function sendUserOperation(
  context: SmartAccountContext,
  chainId: number,
  safe: SmartAccount,
  calls: readonly Call[],
): Promise<Hex> {
  return bundler(context, chainId, safe).sendUserOperation({ account: safe, calls: [...calls] })
}

/** What a user operation costs at most: its gas limits summed, and the fee per gas the bundler asks. */
interface UserOperationFee {
  gas: bigint
  maxFeePerGas: bigint
}

/**
 * The fee of sending `calls` from `safe` as one user operation, as the bundler estimates it
 * (`eth_estimateUserOperationGas`, priced with `pimlico_getUserOperationGasPrice`), the Safe's
 * deployment included while it is not deployed. A maximum: the EntryPoint charges the gas used.
 */
export async function estimateUserOperationFee(
  context: SmartAccountContext,
  chainId: number,
  safe: SmartAccount,
  calls: readonly Call[],
): Promise<UserOperationFee> {
  const operation = await bundler(context, chainId, safe).prepareUserOperation({
    account: safe,
    calls: [...calls],
    parameters: ['factory', 'fees', 'gas', 'nonce'],
  })
  // EntryPoint 0.7 fields (the Safe uses 0.7); no paymaster here, but its limits would count too.
  const paymaster = operation as { paymasterVerificationGasLimit?: bigint; paymasterPostOpGasLimit?: bigint }
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (paymaster.paymasterVerificationGasLimit ?? 0n) +
    (paymaster.paymasterPostOpGasLimit ?? 0n)
  return { gas, maxFeePerGas: operation.maxFeePerGas }
}

/** Waits for a user operation to land and returns its receipt (the bundle's transaction in `receipt`). */
export function waitForUserOperation(
  context: SmartAccountContext,
  chainId: number,
  hash: Hex,
): Promise<UserOperationReceipt> {
  return bundler(context, chainId).waitForUserOperationReceipt({ hash, timeout: 60_000 })
}

/** A user operation's receipt, or undefined while it is pending. */
export async function userOperationReceipt(
  context: SmartAccountContext,
  chainId: number,
  hash: Hex,
): Promise<UserOperationReceipt | undefined> {
  return bundler(context, chainId)
    .getUserOperationReceipt({ hash })
    .catch(() => undefined)
}
