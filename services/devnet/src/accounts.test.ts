import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deployerAccount, testAccounts, testMnemonic } from './accounts.js'

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
})
