import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { DEFAULT_ACCOUNT_TYPES } from '../options/connectionDefaults.js'
import { createFoyerStorage, createMemoryStorage } from '../storage/storage.js'
import { testMainnet } from '../testing/networks.js'
import { ownAccountType, rememberOwnAccountType, wantedAccountType } from './accountTypes.js'

describe('wantedAccountType', () => {
  it("takes the user's own choice, then an app's 'eoa'; else leaves the secure site's preference", () => {
    expect(wantedAccountType({ smartAccounts: true, appDefault: 'smartAccount', ownChoice: undefined })).toBe(
      undefined,
    )
    expect(wantedAccountType({ smartAccounts: true, appDefault: 'eoa', ownChoice: undefined })).toBe('eoa')
    expect(wantedAccountType({ smartAccounts: true, appDefault: 'eoa', ownChoice: 'smartAccount' })).toBe(
      'smartAccount',
    )
    expect(wantedAccountType({ smartAccounts: true, appDefault: 'smartAccount', ownChoice: 'eoa' })).toBe(
      'eoa',
    )
  })

  it('is the EOA whatever was chosen when the app turned smart accounts off', () => {
    expect(
      wantedAccountType({ smartAccounts: false, appDefault: 'smartAccount', ownChoice: 'smartAccount' }),
    ).toBe('eoa')
  })
})

describe("the user's own choice", () => {
  it('is kept per user, and a broken entry reads as none', () => {
    const raw = createMemoryStorage()
    const storage = createFoyerStorage(raw, 'foyer')
    rememberOwnAccountType(storage, '0xAbC', 'eoa')
    rememberOwnAccountType(storage, '0xdef', 'smartAccount')
    expect(ownAccountType(storage, '0xabc')).toBe('eoa')
    expect(ownAccountType(storage, '0xDEF')).toBe('smartAccount')
    expect(ownAccountType(storage, '0x123')).toBeUndefined()
    raw.setItem('foyer:embedded:accountTypeChoices', '{not json')
    expect(ownAccountType(storage, '0xabc')).toBeUndefined()
  })
})

describe('defaultAccountTypes', () => {
  const make = (options: object) =>
    createFoyer({ networks: [testMainnet], storage: createMemoryStorage(), ...options })

  it("has the built-in defaults, and the app's own are kept as given", () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      bip122: 'payment',
      polkadot: 'eoa',
    })
    expect(make({ defaultAccountTypes: { eip155: 'eoa' } }).options.defaultAccountTypes).toEqual({
      eip155: 'eoa',
    })
    expect(make({}).options.features.smartAccounts).toBe(true)
  })

  it('refuses a type a namespace does not have, and an unknown namespace', () => {
    expect(() => make({ defaultAccountTypes: { eip155: 'payment' } })).toThrow(
      'Invalid option "defaultAccountTypes.eip155"',
    )
    expect(() => make({ defaultAccountTypes: { solana: 'smartAccount' } })).toThrow(
      'Invalid option "defaultAccountTypes.solana"',
    )
    expect(() => make({ defaultAccountTypes: { cosmoss: 'eoa' } })).toThrow('defaultAccountTypes')
    expect(() => make({ features: { smartAccounts: 'no' } })).toThrow(
      'Invalid option "features.smartAccounts"',
    )
  })
})
