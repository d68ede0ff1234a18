/**
 * @foyer/bundler: the local ERC-4337 bundler (Pimlico's Alto for EntryPoint v0.7 on the devnet's chain
 * 31337). Node only; Alto itself lives outside the workspace, in .tools/alto.
 */
export {
  type AltoInstance,
  type AltoOptions,
  AltoStartError,
  altoArgs,
  altoDir,
  altoEnv,
  altoInstalled,
  bundlerAnswers,
  startAlto,
} from './alto.js'
export { waitForEntryPoint, watchChain } from './chain.js'
export { type BundlerConfig, bundlerPortEnvVar, defaultBundlerPort, readBundlerConfig } from './config.js'
