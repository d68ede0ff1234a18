import { type Address, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { poolLiquidity } from '../tokens.js'
import { uniswapV2FactoryAbi, uniswapV2RouterAbi } from './abis.js'
import type { NpmArtifacts } from './artifacts.js'
import type { Sender } from './sender.js'

export interface UniswapContracts {
  weth9: Address
  uniswapV2Factory: Address
  uniswapV2Router02: Address
}

/** Deploys WETH9, the V2 factory and Router02 from the npm build artifacts (3 deploys). */
export async function deployUniswap(sender: Sender, npm: NpmArtifacts): Promise<UniswapContracts> {
  const weth9 = await sender.deploy('WETH9', npm.WETH9.abi, npm.WETH9.bytecode)
  const uniswapV2Factory = await sender.deploy(
    'UniswapV2Factory',
    npm.UniswapV2Factory.abi,
    npm.UniswapV2Factory.bytecode,
    [sender.address],
  )
  const uniswapV2Router02 = await sender.deploy(
    'UniswapV2Router02',
    npm.UniswapV2Router02.abi,
    npm.UniswapV2Router02.bytecode,
    [uniswapV2Factory, weth9],
  )
  return { weth9, uniswapV2Factory, uniswapV2Router02 }
}

/** Creates the USDC/WETH, FOY/WETH and FOY/USDC pools with `poolLiquidity` and returns the pairs. */
export async function addPools(
  sender: Sender,
  uniswap: UniswapContracts,
  tokens: { usdc: Address; foy: Address },
): Promise<{ usdcWethPair: Address; foyWethPair: Address; foyUsdcPair: Address }> {
  const router = uniswap.uniswapV2Router02
  const to = sender.address
  // The deployer never races itself, so no deadline is needed.
  const deadline = maxUint256
  await sender.write('approve USDC', tokens.usdc, erc20Abi, 'approve', [router, maxUint256])
  await sender.write('approve FOY', tokens.foy, erc20Abi, 'approve', [router, maxUint256])

  const { usdcWeth, foyWeth, foyUsdc } = poolLiquidity
  await sender.write(
    'USDC/WETH liquidity',
    router,
    uniswapV2RouterAbi,
    'addLiquidityETH',
    [tokens.usdc, parseUnits(String(usdcWeth.usdc), 6), 0n, 0n, to, deadline],
    parseEther(String(usdcWeth.eth)),
  )
  await sender.write(
    'FOY/WETH liquidity',
    router,
    uniswapV2RouterAbi,
    'addLiquidityETH',
    [tokens.foy, parseUnits(String(foyWeth.foy), 18), 0n, 0n, to, deadline],
    parseEther(String(foyWeth.eth)),
  )
  await sender.write('FOY/USDC liquidity', router, uniswapV2RouterAbi, 'addLiquidity', [
    tokens.foy,
    tokens.usdc,
    parseUnits(String(foyUsdc.foy), 18),
    parseUnits(String(foyUsdc.usdc), 6),
    0n,
    0n,
    to,
    deadline,
  ])

  // getPair needs the pools mined: wait for every transaction so far.
  await sender.flush()
  const pair = (a: Address, b: Address) =>
    sender.client.readContract({
      address: uniswap.uniswapV2Factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
  return {
    usdcWethPair: await pair(tokens.usdc, uniswap.weth9),
    foyWethPair: await pair(tokens.foy, uniswap.weth9),
    foyUsdcPair: await pair(tokens.foy, tokens.usdc),
  }
}
