/**
 * The Solana ledgers' funded test keys (plain data, browser-safe). They come from the same public test
 * mnemonic as the EVM accounts ({@link testMnemonic}: `test test … junk`) by SLIP-0010 ed25519 derivation on
 * Phantom's path m/44'/501'/{index}'/0', so importing the mnemonic into Phantom or Solflare shows these
 * accounts. Public test keys: never hold real funds with them.
 */

/** A funded Solana test account: the public key and the 64-byte secret key (private key, then public key). */
export interface SolanaTestAccount {
  readonly index: number
  /** Base58 address (the ed25519 public key). */
  readonly publicKey: string
  /** Base58 of the 64-byte key pair, the format Phantom and Solflare import. Public test key. */
  readonly secretKey: string
  readonly derivationPath: string
}

/** Lamports each test account holds at genesis: 100 SOL. */
export const solanaTestAccountLamports = 100_000_000_000n

/** The ten funded Solana test accounts (100 SOL and 10,000 USDC each at genesis), index 0 first. */
export const solanaTestAccounts = [
  {
    index: 0,
    publicKey: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    secretKey: '4Cfc4TJ6dsWwLcw8aJ5uhx7UJKPR5VGXTu2iJr5bVRoTDsxzb6qfJrzR5HNhBcwGwsXqGeHzDR3eUWLr7MRnska8',
    derivationPath: "m/44'/501'/0'/0'",
  },
  {
    index: 1,
    publicKey: 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
    secretKey: '2GE2EWZwKFkMpDFKaN6LYVggqLJTdwkreHLNbXBKbtfnCBqkbtNhM4cEymyi5HZD2dX6rmh2VzE4waW7pbUUgXF7',
    derivationPath: "m/44'/501'/1'/0'",
  },
  {
    index: 2,
    publicKey: 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    secretKey: '3rSg4wp38McUCkhe511k98mKhsSYxCw4mrvytNLULVvsPDFmaxC4XSyAPT54Tx3QqJmBbXoPsdbVAYqynzZR1K2i',
    derivationPath: "m/44'/501'/2'/0'",
  },
  {
    index: 3,
    publicKey: '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
    secretKey: '5uXAKT5i9KNt3LwCGAqUXYgtyhvGcUGm1CvPtPAyVy2geBftjuZ2mcV6oQQs7BMTNsNHS3hffaM1TJqsNEEQgAE6',
    derivationPath: "m/44'/501'/3'/0'",
  },
  {
    index: 4,
    publicKey: '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
    secretKey: '2FhULCkfNPpQsTeMebSdix4QhhcVgG4Fu7HYYB6pwkGEFar8FUacee4WmqtXFMyvx3GrKGYgXXBJX9Z6G5Dv1hBn',
    derivationPath: "m/44'/501'/4'/0'",
  },
  {
    index: 5,
    publicKey: '7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7',
    secretKey: 'hURca1bpFc3Grtne1KsotwTabDmtNdskVWE6wbVzJDNFkKkzDXFTFEU3CszYigWd42cq9TQ2a1mrtRPEb5TUsAd',
    derivationPath: "m/44'/501'/5'/0'",
  },
  {
    index: 6,
    publicKey: 'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh',
    secretKey: '3yt2ZgpQRjz2pXrD3qez8xkuC9oA5gQ1KmJAVy79xYADgoS4F8XsavEWDqryukrdc7Z3Xk78sSFx5Svnd4hTJopm',
    derivationPath: "m/44'/501'/6'/0'",
  },
  {
    index: 7,
    publicKey: '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6',
    secretKey: '29efn8AUKWNmmyQjWEZebh8CzA9663awdcmPfSVwRsHq5tQeQkCgFXgdLX821XGmQYnub65qR48hhWqkL59Ac4iN',
    derivationPath: "m/44'/501'/7'/0'",
  },
  {
    index: 8,
    publicKey: '5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV',
    secretKey: '4rYyAiSkKMKQ3PexSUkzdxTvuVHv33a49c8VVrWLB3xRSeAXFf8fiwvbNy5LEQ6wCpc6ZeBfnvroVv6fVsT9UcP5',
    derivationPath: "m/44'/501'/8'/0'",
  },
  {
    index: 9,
    publicKey: '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab',
    secretKey: '5uYLMzbkZ7DCxH9gsSxi4UoMbA4YDw3vxwSgnAbDA8jvTY1YY9jGKJsx8dQTtc9yJstkeLVCAcTUZtALZyA4svvj',
    derivationPath: "m/44'/501'/9'/0'",
  },
] as const satisfies readonly SolanaTestAccount[]

/** An SPL token mint of the Solana ledgers. */
export interface SolanaTokenMint {
  readonly address: string
  readonly decimals: number
  readonly symbol: string
  readonly name: string
  /** The token program that owns the mint (classic SPL Token). */
  readonly tokenProgram: string
  readonly derivationPath: string
  /** Raw units in each test account's associated token account at genesis. */
  readonly amountPerTestAccount: bigint
  /** Can mint more; funded with 100 SOL. */
  readonly mintAuthority: SolanaTestAccount
}

/**
 * The "USD Coin" stand-in: a classic SPL Token mint (6 decimals) at the address of the key at index 100 of the
 * test mnemonic (m/44'/501'/100'/0'), the same on all three ledgers. Its mint authority is the key at index 101
 * (funded with 100 SOL), so tests can mint more. Each test account's associated token account holds 10,000 USDC
 * at genesis.
 */
export const solanaUsdcMint: SolanaTokenMint = {
  address: 'GYUbjc8XZSbz8K21zBasax5SFH2bsy1Z1eBJeSE8Zhce',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
  tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  derivationPath: "m/44'/501'/100'/0'",
  amountPerTestAccount: 10_000_000_000n, // 10,000 USDC
  mintAuthority: {
    index: 101,
    publicKey: 'DScE3rohdUBZ1BJ7y66V67wHb9rJJ9SLEiDmFETaFTXd',
    secretKey: '3zPNPFJVnvLqspye69H12GXWqgFkgXFKN5gqir8fMRePons52R46drJcwXyd6T1j81awz98ivVGX18Lee1XhDcHm',
    derivationPath: "m/44'/501'/101'/0'",
  },
}
