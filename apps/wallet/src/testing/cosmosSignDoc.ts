import { encodeSecp256k1Pubkey, makeSignDoc as makeAminoSignDoc } from '@cosmjs/amino'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { encodePubkey, makeAuthInfoBytes, Registry } from '@cosmjs/proto-signing'
import { cosmosTestKey } from '../keys/testKeys.js'
import type { AminoSignDoc, DirectSignDocJson } from '../wallet/cosmos/requests.js'

/** Another account, as the transfers' receiver. */
export const cosmosReceiver = 'cosmos1pkptre7fdkl6gfrzlesjjvhxhlc3r4gmmk8rs6'

/**
 * A direct sign doc as a dApp sends it in cosmos_signDirect: a MsgSend of 1234567 uatom from the
 * wallet's account, a 2000 uatom fee, base64 bytes.
 */
export function directSignDoc(chainId = 'cosmoshub-4'): DirectSignDocJson {
  const bodyBytes = new Registry().encode({
    typeUrl: '/cosmos.tx.v1beta1.TxBody',
    value: {
      messages: [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: cosmosTestKey.address,
            toAddress: cosmosReceiver,
            amount: [{ denom: 'uatom', amount: '1234567' }],
          },
        },
      ],
      memo: 'Foyer test',
    },
  })
  const pubkey = encodePubkey(encodeSecp256k1Pubkey(fromBase64(cosmosTestKey.pubkey)))
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence: 3 }],
    [{ denom: 'uatom', amount: '2000' }],
    200000,
    undefined,
    undefined,
  )
  return {
    chainId,
    accountNumber: '42',
    authInfoBytes: toBase64(authInfoBytes),
    bodyBytes: toBase64(bodyBytes),
  }
}

/** An amino StdSignDoc as a dApp sends it in cosmos_signAmino: the same transfer. */
export function aminoSignDoc(chainId = 'cosmoshub-4'): AminoSignDoc {
  return makeAminoSignDoc(
    [
      {
        type: 'cosmos-sdk/MsgSend',
        value: {
          from_address: cosmosTestKey.address,
          to_address: cosmosReceiver,
          amount: [{ denom: 'uatom', amount: '1234567' }],
        },
      },
    ],
    { amount: [{ denom: 'uatom', amount: '2000' }], gas: '200000' },
    chainId,
    'Foyer test',
    42,
    3,
  ) as AminoSignDoc
}
