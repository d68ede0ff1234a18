// EIP-4361 (Sign-In with Ethereum) text, written and read by viem's siwe module, for eip155 chains.
import { getAddress, isAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { SIWXError, type SIWXMessageData } from './types.js'

/** The EIP-155 chain id of an `eip155:<reference>` chain's reference. */
function evmChainId(reference: string): number {
  const id = Number(reference)
  if (!/^[1-9]\d*$/.test(reference) || !Number.isSafeInteger(id))
    throw new SIWXError(`Invalid eip155 chain id eip155:${reference}: the reference is a positive integer`)
  return id
}

/** Throws unless `address` is an EVM address (40 hex digits; a mixed-case one must carry its checksum). */
export function checkEvmAddress(address: string): void {
  if (!isAddress(address, { strict: false })) throw new SIWXError('Invalid account address')
}

/** The EIP-4361 text of checked message data on `eip155:<reference>` (the address checksummed). */
export function formatEip4361(data: SIWXMessageData, reference: string): string {
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: evmChainId(reference),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.resources?.length ? { resources: data.resources } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
    ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
  })
}

/** The data of an EIP-4361 text, chain id as CAIP-2 (`eip155:1`). */
export function parseEip4361(text: string): SIWXMessageData {
  const fields = parseSiweMessage(text)
  if (
    !fields.address ||
    !fields.chainId ||
    !fields.nonce ||
    !fields.domain ||
    !fields.uri ||
    !fields.issuedAt ||
    // viem reads a date it cannot parse as an invalid Date.
    [fields.issuedAt, fields.notBefore, fields.expirationTime].some(
      (date) => date && Number.isNaN(date.getTime()),
    )
  )
    throw new SIWXError('Not an EIP-4361 message')
  return {
    accountAddress: fields.address,
    chainId: `eip155:${fields.chainId}`,
    domain: fields.domain,
    uri: fields.uri,
    version: '1',
    nonce: fields.nonce,
    issuedAt: fields.issuedAt.toISOString(),
    ...(fields.statement ? { statement: fields.statement } : {}),
    ...(fields.resources ? { resources: fields.resources } : {}),
    ...(fields.requestId ? { requestId: fields.requestId } : {}),
    ...(fields.notBefore ? { notBefore: fields.notBefore.toISOString() } : {}),
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime.toISOString() } : {}),
  }
}
