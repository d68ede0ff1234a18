import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { bundlerAccounts } from './accountAbstraction.js'
import { deployerAccount, testAccounts, testMnemonic } from './accounts.js'
import { exchangeHotWalletAddress, exchangeHotWalletIndex } from './exchange.js'
import { farcasterTestUsers } from './farcaster.js'
import { onrampTreasuryIndex } from './onramp.js'

describe('test accounts', () => {
  it('are the first ten accounts of the test mnemonic, with matching keys', () => {
    expect(testAccounts).toHaveLength(10)
    for (const account of testAccounts) {
      expect(mnemonicToAccount(testMnemonic, { addressIndex: account.index }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })

  it('keeps the deployer outside the ten test accounts', () => {
    expect(mnemonicToAccount(testMnemonic, { addressIndex: 10 }).address).toBe(deployerAccount.address)
    expect(privateKeyToAccount(deployerAccount.privateKey).address).toBe(deployerAccount.address)
    expect(testAccounts.map((account) => account.address)).not.toContain(deployerAccount.address)
  })

  it('gives the bundler its own keys (indices 17 and 18), used by no other part of the devnet', () => {
    for (const account of Object.values(bundlerAccounts)) {
      expect(mnemonicToAccount(testMnemonic, { addressIndex: account.index }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
    const taken = [
      ...testAccounts.map((account) => account.index),
      deployerAccount.index,
      11, // the name gateway's signer (ens-names.ts)
      ...farcasterTestUsers.map((user) => user.custodyIndex),
      onrampTreasuryIndex,
    ]
    expect(taken).not.toContain(bundlerAccounts.executor.index)
    expect(taken).not.toContain(bundlerAccounts.utility.index)
    expect(bundlerAccounts.executor.index).not.toBe(bundlerAccounts.utility.index)
  })

  it("gives the exchange's hot wallet its own key (index 19), used by no other part of the devnet", () => {
    expect(mnemonicToAccount(testMnemonic, { addressIndex: exchangeHotWalletIndex }).address).toBe(
      exchangeHotWalletAddress,
    )
    const taken = [
      ...testAccounts.map((account) => account.index),
      deployerAccount.index,
      11, // the name gateway's signer (ens-names.ts)
      ...farcasterTestUsers.map((user) => user.custodyIndex),
      onrampTreasuryIndex,
      ...Object.values(bundlerAccounts).map((account) => account.index),
    ]
    expect(taken).not.toContain(exchangeHotWalletIndex)
  })
})
