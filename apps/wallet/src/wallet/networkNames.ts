/** Names of the `polkadot:` and `cosmos:` chains a dApp most often asks for, for the approval cards. */
const names: Readonly<Record<string, string>> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'Polkadot',
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 'Kusama',
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 'Westend',
  'cosmos:cosmoshub-4': 'Cosmos Hub',
  'cosmos:osmosis-1': 'Osmosis',
}

/** `Polkadot (polkadot:91b1…)` for a chain the wallet can name, else the CAIP-2 id alone. */
export function networkLabel(caipChainId: string): string {
  const name = names[caipChainId]
  return name ? `${name} (${caipChainId})` : caipChainId
}
