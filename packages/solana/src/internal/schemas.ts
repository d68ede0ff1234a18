// The parameter checks of the adapter's methods, loaded with the code that runs them (never on the page).
// They word a failure with core's issueMessage, which the connection code shares: importing that code here
// keeps the two in one chunk (this one is loaded after it: a connect, a read, a send),
// rather than a small chunk of their own fetched beside the connection code on the modal's first open.
import '@foyer/core/connection'
import { adapterConnectParametersSchema, adapterNetworkSchema, parseAdapterParameters, v } from '@foyer/core'

/** The shape of a Solana address (32-44 base58 characters); the send code also decodes it to 32 bytes. */
export const addressSchema = v
  .string()
  .check(v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { error: 'expected 32-44 base58 characters' }))

/** The parts of a Solana network the adapter relies on; other fields pass through. */
export const solanaNetworkSchema = adapterNetworkSchema('solana', {
  id: v.string().check(v.regex(/^[1-9A-HJ-NP-Za-km-z]{1,32}$/, { error: 'expected a genesis-hash prefix' })),
  caipNetworkId: v
    .string()
    .check(v.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, { error: 'expected solana:<id>' })),
})

export const connectParametersSchema = adapterConnectParametersSchema

export const accountParametersSchema = v.object({ address: addressSchema, network: solanaNetworkSchema })

export const signMessageParametersSchema = v.object({ message: v.string(), address: addressSchema })

/** Parses a method's parameters; a failure names the parameter (InvalidParameterError). */
export const parseParameters = parseAdapterParameters
