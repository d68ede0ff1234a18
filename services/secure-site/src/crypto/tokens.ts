import { createHmac, randomBytes, randomInt } from 'node:crypto'

/** A 6-digit code from the OS's CSPRNG (crypto.randomInt, no modulo bias). */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** 32 random bytes, hex: session tokens, device links, call ids. */
export const newToken = (): string => randomBytes(32).toString('hex')

/** What the database keeps of a code or token: its HMAC under a key derived from the KEK. */
export function digest(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex')
}
