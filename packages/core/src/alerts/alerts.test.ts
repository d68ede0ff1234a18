import { describe, expect, it } from 'vitest'
import { ALERTS, alertForServerMessage } from './alerts.js'

describe('alertForServerMessage', () => {
  it('maps the three server messages that have an alert', () => {
    expect(alertForServerMessage('Unauthorized: origin not allowed')?.id).toBe('InvalidAppConfiguration')
    expect(alertForServerMessage('JWT validation error: JWT Token is not yet valid')?.id).toBe(
      'SessionExpired',
    )
    expect(alertForServerMessage('Unauthorized: invalid key')?.title).toEqual({
      id: 'alertInvalidProjectIdTitle',
    })
  })
  it('returns undefined for other messages', () => {
    expect(alertForServerMessage('Internal Server Error')).toBeUndefined()
  })
  it('holds each alert’s title and text as ids named after it, never as English', () => {
    for (const [id, alert] of Object.entries(ALERTS)) {
      expect(alert).toEqual({
        id,
        title: { id: `alert${id}Title` },
        message: { id: `alert${id}` },
        variant: id === 'ProjectIdNotConfigured' || id === 'UnverifiedDomain' ? 'warning' : 'error',
      })
    }
  })
})
