import { type Address, labelhash, namehash, zeroHash } from 'viem'
import { defaultNameGatewayUrl, ensNames, nameGatewaySigner, nameZone } from '../ens-names.js'
import { ensRegistryAbi, publicResolverAbi } from './abis.js'
import type { NpmArtifacts } from './artifacts.js'
import type { CompiledContracts } from './compile.js'
import type { Sender } from './sender.js'

const addrReverseNode = namehash('addr.reverse')

export interface EnsContracts {
  ensRegistry: Address
  ensPublicResolver: Address
  ensFifsRegistrar: Address
  ensReverseRegistrar: Address
  ensUniversalResolver: Address
}

/** Deploys the ENS contracts (5 deploys, in this order). */
export async function deployEns(
  sender: Sender,
  npm: NpmArtifacts,
  compiled: CompiledContracts,
): Promise<EnsContracts> {
  const ensRegistry = await sender.deploy('ENSRegistry', npm.ENSRegistry.abi, npm.ENSRegistry.bytecode)
  const ensPublicResolver = await sender.deploy(
    'PublicResolver',
    npm.PublicResolver.abi,
    npm.PublicResolver.bytecode,
    [ensRegistry],
  )
  const ensFifsRegistrar = await sender.deploy(
    'FIFSRegistrar',
    npm.FIFSRegistrar.abi,
    npm.FIFSRegistrar.bytecode,
    [ensRegistry, namehash('eth')],
  )
  const ensReverseRegistrar = await sender.deploy(
    'ReverseRegistrar',
    npm.ReverseRegistrar.abi,
    npm.ReverseRegistrar.bytecode,
    [ensRegistry, ensPublicResolver],
  )
  const ensUniversalResolver = await sender.deploy(
    'UniversalResolver',
    compiled.UniversalResolver.abi,
    compiled.UniversalResolver.bytecode,
    [ensRegistry],
  )
  return { ensRegistry, ensPublicResolver, ensFifsRegistrar, ensReverseRegistrar, ensUniversalResolver }
}

/**
 * Registers `ensNames` forward and reverse. The deployer owns the root, so it creates each node
 * itself, writes the records, then hands the node to its owner: no test account sends a transaction.
 * Finally .eth goes to the FIFS registrar and addr.reverse to the reverse registrar.
 */
export async function registerEnsNames(sender: Sender, ens: EnsContracts): Promise<void> {
  const { ensRegistry: registry, ensPublicResolver: resolver } = ens
  await sender.write('own eth', registry, ensRegistryAbi, 'setSubnodeOwner', [
    zeroHash,
    labelhash('eth'),
    sender.address,
  ])

  for (const entry of ensNames) {
    const node = namehash(entry.name)
    const label = entry.name.slice(0, -'.eth'.length)
    await sender.write(`create ${entry.name}`, registry, ensRegistryAbi, 'setSubnodeRecord', [
      namehash('eth'),
      labelhash(label),
      sender.address,
      resolver,
      0n,
    ])
    await sender.write(`addr ${entry.name}`, resolver, publicResolverAbi, 'setAddr', [node, entry.owner])
    for (const [key, value] of Object.entries(entry.texts)) {
      await sender.write(`text ${key} ${entry.name}`, resolver, publicResolverAbi, 'setText', [
        node,
        key,
        value,
      ])
    }
    await sender.write(`give ${entry.name}`, registry, ensRegistryAbi, 'setOwner', [node, entry.owner])
  }

  await sender.write('own reverse', registry, ensRegistryAbi, 'setSubnodeOwner', [
    zeroHash,
    labelhash('reverse'),
    sender.address,
  ])
  await sender.write('own addr.reverse', registry, ensRegistryAbi, 'setSubnodeOwner', [
    namehash('reverse'),
    labelhash('addr'),
    sender.address,
  ])
  for (const entry of ensNames) {
    const hexLabel = entry.owner.slice(2).toLowerCase()
    const node = namehash(`${hexLabel}.addr.reverse`)
    await sender.write(`create reverse ${entry.name}`, registry, ensRegistryAbi, 'setSubnodeRecord', [
      addrReverseNode,
      labelhash(hexLabel),
      sender.address,
      resolver,
      0n,
    ])
    await sender.write(`name ${entry.name}`, resolver, publicResolverAbi, 'setName', [node, entry.name])
    await sender.write(`give reverse ${entry.name}`, registry, ensRegistryAbi, 'setOwner', [
      node,
      entry.owner,
    ])
  }

  await sender.write('addr.reverse to registrar', registry, ensRegistryAbi, 'setSubnodeOwner', [
    namehash('reverse'),
    labelhash('addr'),
    ens.ensReverseRegistrar,
  ])
  await sender.write('eth to registrar', registry, ensRegistryAbi, 'setSubnodeOwner', [
    zeroHash,
    labelhash('eth'),
    ens.ensFifsRegistrar,
  ])
}

/**
 * The account-name zone (foyer.id): its CCIP-read resolver, owned by the deployer so that the devnet
 * can point it at the running cloud, set as the zone's resolver; every name below it is a wildcard.
 */
export async function deployNameZone(
  sender: Sender,
  compiled: CompiledContracts,
  ens: EnsContracts,
): Promise<Address> {
  const resolver = await sender.deploy(
    'OffchainResolver',
    compiled.OffchainResolver.abi,
    compiled.OffchainResolver.bytecode,
    [[defaultNameGatewayUrl], nameGatewaySigner.address],
  )
  const [label, tld] = nameZone.split('.') as [string, string]
  await sender.write(`own ${tld}`, ens.ensRegistry, ensRegistryAbi, 'setSubnodeOwner', [
    zeroHash,
    labelhash(tld),
    sender.address,
  ])
  await sender.write(`create ${nameZone}`, ens.ensRegistry, ensRegistryAbi, 'setSubnodeRecord', [
    namehash(tld),
    labelhash(label),
    sender.address,
    resolver,
    0n,
  ])
  // ENSIP-19's default.reverse: accounts without a reverse record get their zone name as primary name.
  await sender.write('create default.reverse', ens.ensRegistry, ensRegistryAbi, 'setSubnodeRecord', [
    namehash('reverse'),
    labelhash('default'),
    sender.address,
    resolver,
    0n,
  ])
  return resolver
}
