import {
  evmAddressSchema,
  hexSchema,
  type NameSuggestionsResponse,
  nameRegistrationBodySchema,
  nameRegistrationMessageSchema,
  nameSuggestionsQuerySchema,
  type ProfileName,
} from '@foyer/wire'
import { Hono } from 'hono'
import { getAddress, type Hex } from 'viem'
import { z } from 'zod'
import { InvalidRequestError, NameRefusedError, NameTakenError, NotFoundError } from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'
import { createNameGateway } from '../names/gateway.js'
import { coinTypeToChainId, labelInZone, labelProblem } from '../names/rules.js'
import { createNameStore } from '../names/store.js'

/** How old a signed registration message may be, and how far ahead a clock may run. */
const MAX_MESSAGE_AGE_S = 10 * 60
const MAX_CLOCK_SKEW_S = 60

const nameParamSchema = z.string().min(1).max(255)

function suggestionCandidates(label: string): string[] {
  const year = new Date().getUTCFullYear()
  return [label, `${label}-1`, `${label}-${year}`, `the-${label}`, `${label}-web3`, `${label}-id`]
}

/**
 * Account names (/v1/profile/*): lookup, reverse lookup, suggestions while typing, and registration
 * of a name in the zone by a signed JSON message, verified for EOAs and smart accounts alike.
 */
export const profileRoutes = new Hono<CloudEnv>()
  .get('/v1/profile/account/:name', async (c) => {
    const name = parseOrThrow(nameParamSchema, c.req.param('name'), 'name')
    const found = await createNameStore(c.get('db')).lookup(name)
    if (!found) throw new NotFoundError('Name')
    return c.json<ProfileName>(found)
  })
  .get('/v1/profile/reverse/:address', async (c) => {
    const address = parseOrThrow(evmAddressSchema, c.req.param('address'), 'address')
    return c.json<ProfileName[]>(await createNameStore(c.get('db')).reverse(address))
  })
  .get('/v1/profile/suggestions/:name', async (c) => {
    const { zone } = c.get('names')
    const requestedZone = parseOrThrow(nameSuggestionsQuerySchema, c.req.query(), 'query').zone
    if (requestedZone !== undefined && requestedZone !== zone)
      throw new InvalidRequestError('zone', `this service registers names in ${zone} only`)
    const raw = parseOrThrow(nameParamSchema, c.req.param('name'), 'name').toLowerCase()
    const label = labelInZone(raw, zone) ?? raw
    const problem = labelProblem(label)
    if (problem) throw new NameRefusedError(problem)
    const candidates = suggestionCandidates(label)
      .filter((l) => !labelProblem(l))
      .map((l) => `${l}.${zone}`)
    const taken = await createNameStore(c.get('db')).taken(candidates)
    const [exact, ...others] = candidates
    const suggestions = [
      { name: exact as string, registered: taken.has(exact as string) },
      ...others.filter((n) => !taken.has(n)).map((n) => ({ name: n, registered: false })),
    ].slice(0, 4)
    return c.json<NameSuggestionsResponse>({ suggestions })
  })
  .post('/v1/profile/account', async (c) => {
    const body = parseOrThrow(nameRegistrationBodySchema, await c.req.json().catch(() => undefined), 'body')
    let parsed: unknown
    try {
      parsed = JSON.parse(body.message)
    } catch {
      throw new NameRefusedError('The message is not the JSON of a name registration')
    }
    const message = parseOrThrow(nameRegistrationMessageSchema, parsed, 'message')
    const { zone } = c.get('names')
    const label = labelInZone(message.name, zone)
    if (!label) throw new NameRefusedError(`Names are registered in ${zone}: use <name>.${zone}`)
    const problem = labelProblem(label)
    if (problem) throw new NameRefusedError(problem)
    const now = Math.floor(Date.now() / 1000)
    if (message.timestamp < now - MAX_MESSAGE_AGE_S || message.timestamp > now + MAX_CLOCK_SKEW_S)
      throw new NameRefusedError('The message is stale: sign a new one')
    const chainId = coinTypeToChainId(body.coin_type)
    if (chainId === undefined) throw new NameRefusedError('Invalid chainId')
    const chain = c.get('chains').get(`eip155:${chainId}`, 'coin_type')
    const signed = await chain.client.verifyMessage({
      address: getAddress(body.address),
      message: body.message,
      signature: body.signature as Hex,
    })
    if (!signed) throw new NameRefusedError('The signature does not match the address')
    const store = createNameStore(c.get('db'))
    const added = await store.register({
      name: message.name,
      coinType: body.coin_type,
      address: getAddress(body.address),
      attributes: message.attributes ?? {},
      at: new Date(),
    })
    if (!added) throw new NameTakenError(message.name.toLowerCase())
    const registered = await store.lookup(message.name)
    if (!registered) throw new NotFoundError('Name')
    return c.json<ProfileName>(registered)
  })

/** Where the name gateway answers; a lookup whose URL has it is this service's own. */
export const NAME_GATEWAY_PREFIX = '/v1/profile/ccip/'

const ccipPostSchema = z.object({ sender: evmAddressSchema, data: hexSchema })

/**
 * The name zone's EIP-3668 gateway: no project id (ENS clients and wallets call it directly), GET with
 * the URL template's {sender}/{data}.json and POST with { sender, data }.
 */
export const nameGatewayRoutes = new Hono<CloudEnv>()
  .get('/v1/profile/ccip/:sender/:data', async (c) => {
    parseOrThrow(evmAddressSchema, c.req.param('sender'), 'sender')
    const data = parseOrThrow(hexSchema, c.req.param('data').replace(/\.json$/, ''), 'data')
    const gateway = createNameGateway(c.get('names'), createNameStore(c.get('db')))
    return c.json(await gateway.reply(data as Hex))
  })
  .post('/v1/profile/ccip', async (c) => {
    const body = parseOrThrow(ccipPostSchema, await c.req.json().catch(() => undefined), 'body')
    const gateway = createNameGateway(c.get('names'), createNameStore(c.get('db')))
    return c.json(await gateway.reply(body.data as Hex))
  })
