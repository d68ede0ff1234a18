import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { UserRejectedRequestError } from '../errors/errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS, testMainnet } from '../testing/index.js'

type Call = { url: URL; method: string; body?: Record<string, unknown> }

async function setup(respond: (call: Call) => Response) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const call: Call = {
        url: new URL(String(input)),
        method: init.method ?? 'GET',
        ...(init.body ? { body: JSON.parse(String(init.body)) } : {}),
      }
      // Only the name calls: opening the modal also asks for balances and the directory.
      if (!call.url.pathname.startsWith('/v1/profile')) return Response.json({})
      calls.push(call)
      return respond(call)
    }),
  )
  const adapter = Object.assign(createFakeAdapter(), {
    signMessage: vi.fn(async (_parameters: { message: string; address: string }) => '0xsigned'),
  })
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
  })
  await foyer.connect('io.foyer.fake')
  foyer.open({ view: 'RegisterAccountName' })
  return { foyer, adapter, calls }
}

const view = (foyer: Awaited<ReturnType<typeof setup>>['foyer']) =>
  foyer.getState().router.history.at(-1)?.view

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('account names', () => {
  it('checks the naming rules before asking, then loads availability and suggestions for the zone', async () => {
    const { foyer, calls } = await setup(() =>
      Response.json({ suggestions: [{ name: 'alice-test.foyer.id', registered: true }] }),
    )
    await foyer.names.suggest('a_b')
    expect(foyer.getState().names).toMatchObject({
      query: 'a_b',
      error: { id: 'nameInvalid' },
      loading: false,
    })
    expect(calls).toEqual([])
    await foyer.names.suggest('alice-test')
    expect(calls[0]?.url.pathname).toBe('/v1/profile/suggestions/alice-test')
    expect(calls[0]?.url.searchParams.get('zone')).toBe('foyer.id')
    expect(foyer.getState().names).toMatchObject({
      error: undefined,
      suggestions: [{ name: 'alice-test.foyer.id', registered: true }],
    })
  })

  it("says 'Error fetching name suggestions' when the service fails", async () => {
    const { foyer } = await setup(() => new Response('down', { status: 503 }))
    await foyer.names.suggest('alice-test')
    expect(foyer.getState().names.error).toEqual({ id: 'nameSuggestionsFailed' })
  })

  it('signs the JSON message, posts it with the flagged coin type, and shows the success view with the name', async () => {
    const { foyer, adapter, calls } = await setup(() => Response.json({ name: 'alice-test.foyer.id' }))
    expect(await foyer.names.register('Alice-Test')).toBe('alice-test.foyer.id')
    const signed = adapter.signMessage.mock.calls[0]?.[0] ?? { message: '{}', address: '' }
    expect(signed.address).toBe(FAKE_ADDRESS)
    expect(JSON.parse(signed.message)).toEqual({
      name: 'alice-test.foyer.id',
      attributes: {},
      timestamp: expect.any(Number),
    })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { coin_type: 2147483649, address: FAKE_ADDRESS, message: signed.message, signature: '0xsigned' },
    })
    expect(view(foyer)).toBe('RegisterAccountNameSuccess')
    expect(foyer.getState().accounts.eip155?.profileName).toBe('alice-test.foyer.id')
    expect(foyer.getState().names.registered).toBe('alice-test.foyer.id')
  })

  it("returns to the register view with the reason and 'Error registering name {name}' when refused", async () => {
    const { foyer } = await setup(() =>
      Response.json({ message: 'The name alice-test.foyer.id is already taken' }, { status: 409 }),
    )
    await expect(foyer.names.register('alice-test')).rejects.toThrow('HTTP status code: 409')
    expect(view(foyer)).toBe('RegisterAccountName')
    expect(foyer.getState().names).toMatchObject({
      status: 'idle',
      error: { id: 'nameTaken', params: { name: 'alice-test.foyer.id' } },
    })
    await vi.waitFor(() =>
      expect(foyer.getState().snackbar).toMatchObject({
        variant: 'error',
        message: { id: 'nameRegisterFailed', params: { name: 'alice-test.foyer.id' } },
      }),
    )
  })

  it("says 'Signature declined' when the wallet refuses, and refuses a name the naming rules do not allow", async () => {
    const { foyer, adapter, calls } = await setup(() => Response.json({}))
    adapter.signMessage.mockRejectedValueOnce(new UserRejectedRequestError())
    await expect(foyer.names.register('alice-test')).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.getState().names.error).toEqual({ id: 'signatureDeclined' })
    await expect(foyer.names.register('abc')).rejects.toThrow(
      'Names may use letters, digits and hyphens only',
    )
    expect(calls).toEqual([])
  })
})
