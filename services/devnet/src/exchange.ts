/**
 * The local exchange's hot wallet: the account it sends withdrawals from when a visitor pays from their
 * exchange account (m/44'/60'/0'/0/19 of the public test mnemonic). Funded by the deploy script, so the
 * exchange holds no other key and never races the devnet's own start-up transactions.
 */
export const exchangeHotWalletIndex = 19
/** Its address (derived from the test mnemonic at exchangeHotWalletIndex). */
export const exchangeHotWalletAddress = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'
