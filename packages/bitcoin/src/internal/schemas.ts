// The parameter checks of the adapter's methods, loaded with the code that runs them (never on the page).
// They word a failure with core's issueMessage, which the connection code shares: importing that code here
// keeps the two in one chunk (this one is loaded after it: a connect, a send, a verified signature),
// rather than a small chunk of their own fetched beside the connection code on the modal's first open.
import '@foyer/core/connection'
import { adapterConnectParametersSchema, adapterNetworkSchema, parseAdapterParameters, v } from '@foyer/core'

/** The parts of a Bitcoin network the adapter relies on (the first RPC URL is its Esplora API base); other fields pass through. */
export const bitcoinNetworkSchema = adapterNetworkSchema('bip122', {
  id: v.string().check(v.regex(/^[0-9a-f]{32}$/, { error: 'expected 32 hex digits of the genesis hash' })),
  caipNetworkId: v
    .string()
    .check(v.regex(/^bip122:[0-9a-f]{32}$/, { error: 'expected bip122:<32 hex digits>' })),
})

/** A Bitcoin address's shape (bech32 or base58 characters); the lazy code decodes it for the network. */
const addressSchema = v
  .string()
  .check(v.regex(/^[0-9a-zA-Z]{14,90}$/, { error: 'expected a Bitcoin address (14-90 letters and digits)' }))

export const connectParametersSchema = adapterConnectParametersSchema

export const accountParametersSchema = v.object({ address: addressSchema, network: bitcoinNetworkSchema })

export const signMessageParametersSchema = v.object({
  message: v.string(),
  address: v.optional(addressSchema),
})

export const signPsbtParametersSchema = v.object({
  psbt: v.string().check(v.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'expected a base64 PSBT' })),
  signInputs: v.optional(v.record(addressSchema, v.array(v.int().check(v.minimum(0))))),
  broadcast: v.optional(v.boolean()),
})

export const verifyParametersSchema = v.object({
  address: addressSchema,
  message: v.string(),
  signature: v.string().check(v.minLength(1)),
})

/** Parses a method's parameters; a failure names the parameter (InvalidParameterError). */
export const parseParameters = parseAdapterParameters
