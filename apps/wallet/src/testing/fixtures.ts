/** Test fixtures shared by the wallet's tests. */

/** Test account 4, the wallet's default, and account 1 as a counterparty. */
export const walletAddress = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
export const otherAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** EIP-712's Mail example, on devnet chain 31337. */
export const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: 31337, verifyingContract: otherAddress },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: otherAddress, contents: 'Hello, Bob!' },
}
