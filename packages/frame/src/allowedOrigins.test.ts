import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './allowedOrigins.js'

describe('isOriginAllowed', () => {
  const demo = ['http://localhost:*', 'http://127.0.0.1:*']

  it('matches any port, or none, for a port wildcard', () => {
    expect(isOriginAllowed('http://localhost:5173', demo)).toBe(true)
    expect(isOriginAllowed('http://localhost', demo)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:4000', demo)).toBe(true)
  })

  it('rejects another scheme or host, and hosts that only start like an allowed one', () => {
    expect(isOriginAllowed('https://localhost:5173', demo)).toBe(false)
    expect(isOriginAllowed('http://localhost.evil.com:5173', demo)).toBe(false)
    expect(isOriginAllowed('http://evil.com', demo)).toBe(false)
    expect(isOriginAllowed('null', demo)).toBe(false)
  })

  it('matches one or more subdomains for a leading *., but not the bare domain', () => {
    const vercel = ['https://*.vercel.app']
    expect(isOriginAllowed('https://my-app.vercel.app', vercel)).toBe(true)
    expect(isOriginAllowed('https://a.b.vercel.app', vercel)).toBe(true)
    expect(isOriginAllowed('https://vercel.app', vercel)).toBe(false)
    expect(isOriginAllowed('https://my-app.vercel.app.evil.com', vercel)).toBe(false)
    expect(isOriginAllowed('https://myvercel.app', vercel)).toBe(false)
  })

  it('matches exact origins case-insensitively and a lone * everywhere', () => {
    expect(isOriginAllowed('https://App.Example.com', ['https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://anything.io', ['*'])).toBe(true)
    expect(isOriginAllowed('https://anything.io', [])).toBe(false)
  })
})
