/**
 * The local on-ramp provider's treasury: the account it pays purchases from (m/44'/60'/0'/0/16 of the
 * public test mnemonic). The cloud lists its transfers as on-ramp purchases in the Activity history.
 */
export const onrampTreasuryIndex = 16
/** Its address (derived from the test mnemonic at onrampTreasuryIndex). */
export const onrampTreasuryAddress = '0x2546BcD3c84621e976D8185a91A922aE77ECEc30'
