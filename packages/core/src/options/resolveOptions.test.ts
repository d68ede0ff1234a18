import { describe, expect, it } from 'vitest'
import { testMainnet } from '../testing/networks.js'
import { resolveOptions } from './resolveOptions.js'

const fails = (options: unknown) => {
  try {
    resolveOptions(options as never)
  } catch (error) {
    return (error as { shortMessage: string }).shortMessage
  }
  return 'no error'
}

describe('resolveOptions messages', () => {
  it('says what was wrong, naming the option path', () => {
    expect(fails({})).toBe('Invalid option "networks": is required')
    expect(fails({ networks: 'mainnet' })).toBe('Invalid option "networks": must be an array')
    expect(fails({ networks: [testMainnet], themeMode: 'blue' })).toBe(
      'Invalid option "themeMode": must be one of "light", "dark"',
    )
    expect(fails({ networks: [testMainnet], features: { socials: ['myspace'] } })).toBe(
      'Invalid option "features.socials": must be a list of socials or false',
    )
    expect(fails({ networks: [testMainnet, testMainnet] })).toBe(
      'Invalid option "networks[1]": duplicate network eip155:1',
    )
    expect(fails({ networks: [testMainnet], isMobile: 'yes' })).toBe(
      'Invalid option "isMobile": must be a boolean or a function',
    )
    expect(fails(null)).toBe('Invalid option "options": must be an object')
  })

  it('accepts a minimal configuration and a ws relay URL', () => {
    expect(resolveOptions({ networks: [testMainnet], relayUrl: 'ws://127.0.0.1:9' }).relayUrl).toBe(
      'ws://127.0.0.1:9',
    )
  })
})
