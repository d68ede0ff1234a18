/** A receiver address with a name in the fake adapter's `names` (e.g. `{ 'alice.eth': FAKE_ALICE }`). */
export const FAKE_ALICE = `0x${'a1'.repeat(20)}`
/** The token contract of FAKE_HOLDINGS' USDC on eip155:1. */
export const FAKE_USDC = `0x${'c'.repeat(40)}`

/** A `GET /v1/account/{address}/balance` answer on eip155:1: 1.5 ETH at 2000 USD and 10 USDC. */
export const FAKE_HOLDINGS = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 3000,
      price: 2000,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: `eip155:1:${FAKE_USDC}`,
      value: 10,
      price: 1,
      quantity: { decimals: '6', numeric: '10' },
      iconUrl: '',
    },
  ],
}
