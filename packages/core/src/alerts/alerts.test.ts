import { describe, expect, it } from 'vitest'
import { ALERTS, alertForServerMessage } from './alerts.js'

describe('alertForServerMessage', () => {
  it('maps the three §8 server messages', () => {
    expect(alertForServerMessage('Unauthorized: origin not allowed')?.id).toBe('InvalidAppConfiguration')
    expect(alertForServerMessage('JWT validation error: JWT Token is not yet valid')?.id).toBe(
      'SessionExpired',
    )
    expect(alertForServerMessage('Unauthorized: invalid key')?.title).toBe('Invalid Project ID')
  })
  it('returns undefined for other messages', () => {
    expect(alertForServerMessage('Internal Server Error')).toBeUndefined()
  })
  it('titles every alert after its §8 name', () => {
    expect(ALERTS.ProjectIdNotConfigured.title).toBe('Project ID Not Configured')
    expect(ALERTS.InvalidAppConfiguration.title).toBe('Invalid App Configuration')
    expect(ALERTS.SessionExpired.title).toBe('Session Expired')
    expect(ALERTS.NetworkNotFound.title).toBe('Network Not Found')
    expect(ALERTS.EmbeddedWalletRequestTimedOut.title).toBe('Embedded Wallet Request Timed Out')
    for (const [id, alert] of Object.entries(ALERTS)) expect(alert.id).toBe(id)
  })
})
