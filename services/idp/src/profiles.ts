// What each of the six providers tells a client about a user, in that provider's own shape: the
// OpenID Connect ones (Google, Apple) put it in the ID token, the OAuth 2 ones (GitHub, X, Discord,
// Facebook) answer a user endpoint of their own. The secure site reads exactly these fields from the
// real providers, so the local stand-in has to hand out the same ones.
import { createHash } from 'node:crypto'

export const PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type ProviderName = (typeof PROVIDERS)[number]

/** A local test person; `key` is stable, so the same person is the same subject on every login. */
export interface Person {
  key: string
  name: string
}

/** The people on every local sign-in page; the page also takes any other name. */
export const TEST_PEOPLE: readonly Person[] = [
  { key: 'ada-lovelace', name: 'Ada Lovelace' },
  { key: 'grace-hopper', name: 'Grace Hopper' },
  { key: 'alan-turing', name: 'Alan Turing' },
]

/** A person from any typed name: the key is the name folded to a slug, so the same name is the same person. */
export function personFromName(raw: string): Person | undefined {
  const name = raw.trim().replace(/\s+/g, ' ').slice(0, 64)
  const key = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return key ? { key, name } : undefined
}

/** The account id oidc-provider keeps: person and provider, so each provider has its own subject. */
export const accountId = (provider: ProviderName, person: Person) =>
  `${provider}:${person.key}:${person.name}`

export function personOf(id: string): { provider: ProviderName; person: Person } | undefined {
  const [provider, key, ...rest] = id.split(':')
  if (!PROVIDERS.includes(provider as ProviderName) || !key) return undefined
  return { provider: provider as ProviderName, person: { key, name: rest.join(':') } }
}

// Numeric ids as GitHub, X, Discord and Facebook hand them out, derived from the person.
const numericId = (provider: string, key: string) =>
  BigInt(`0x${createHash('sha256').update(`${provider}:${key}`).digest('hex').slice(0, 13)}`).toString()

const handle = (key: string, separator: string) => key.replace(/-/g, separator)

/** The subject (`sub`) of a person at a provider. */
const subjectOf = (provider: ProviderName, person: Person) => numericId(provider, person.key)

/** Claims for the ID token and userinfo of the OpenID Connect providers. */
export function oidcClaims(provider: ProviderName, person: Person): Record<string, unknown> {
  const sub = subjectOf(provider, person)
  if (provider === 'apple')
    return { sub, email: `${handle(person.key, '.')}@privaterelay.appleid.test`, email_verified: true }
  return {
    sub,
    email: `${handle(person.key, '.')}@gmail.test`,
    email_verified: true,
    name: person.name,
    given_name: person.name.split(' ')[0],
  }
}

/** The body of each OAuth 2 provider's user endpoint, in its own shape. */
export function userEndpointBody(provider: ProviderName, person: Person): unknown {
  const id = subjectOf(provider, person)
  switch (provider) {
    case 'github':
      return { id: Number(id), login: handle(person.key, '-'), name: person.name, type: 'User' }
    case 'x':
      return { data: { id, name: person.name, username: handle(person.key, '_') } }
    case 'discord':
      return { id, username: handle(person.key, '.'), global_name: person.name, discriminator: '0' }
    case 'facebook':
      return { id, name: person.name }
    default:
      return oidcClaims(provider, person)
  }
}

/** Where each OAuth 2 provider's user endpoint lives, below the provider's base path. */
export const USER_ENDPOINTS: Partial<Record<ProviderName, string>> = {
  github: '/user',
  x: '/2/users/me',
  discord: '/users/@me',
  facebook: '/me',
}

/** The scopes each provider knows (its own names), beside OpenID Connect's. */
export const PROVIDER_SCOPES: Record<ProviderName, string[]> = {
  google: ['openid', 'email', 'profile'],
  apple: ['openid', 'email', 'name'],
  github: ['read:user', 'user:email'],
  x: ['users.read', 'tweet.read'],
  discord: ['identify', 'email'],
  facebook: ['public_profile', 'email'],
}

export const PROVIDER_TITLES: Record<ProviderName, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}
