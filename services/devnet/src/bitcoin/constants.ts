/** Consensus and policy numbers of the regtest stand-in (bitcoind's regtest values unless said otherwise). */

/** Satoshis per bitcoin. */
export const coin = 100_000_000n
/** No amount may exceed 21 million BTC (MAX_MONEY). */
export const maxMoney = 21_000_000n * coin
/** The block subsidy starts at 50 BTC and halves every 150 blocks on regtest. */
export const initialSubsidy = 50n * coin
export const halvingInterval = 150
/** A coinbase output can be spent once it is 100 blocks deep. */
export const coinbaseMaturity = 100

/** Compact target of every regtest block: proof of work takes about two hashes. */
export const regtestBits = 0x207fffff
/** nVersion of the blocks the stand-in mines (BIP-9 version bits, nothing signalled). */
export const blockVersion = 0x20000000
export const maxBlockWeight = 4_000_000
/** What bitcoind's miner leaves for the coinbase (the default -blockmaxweight is 4,000,000 - 4,000). */
export const coinbaseWeightReserve = 4_000
/** A transaction above this weight is non-standard ("tx-size"). */
export const maxStandardTxWeight = 400_000
/** Smallest standard non-witness size ("tx-size-small"). */
export const minStandardTxNonWitnessSize = 65
/** Standard transaction versions (1, 2 and 3: TRUC). */
export const maxStandardTxVersion = 3

/** Minimum relay fee rate (sat/vB): -minrelaytxfee=0.00001 BTC/kvB. */
export const minRelayFeeRate = 1n
/** Fee rate (sat/vB) behind the dust threshold: -dustrelayfee=0.00003 BTC/kvB. */
export const dustRelayFeeRate = 3n
/** sendrawtransaction's default maxfeerate, 0.10 BTC/kvB: 10,000 sat/vB. */
export const maxBroadcastFeeRate = 10_000n

/** nLockTime below this is a block height, from it on a Unix time. */
export const lockTimeThreshold = 500_000_000
export const finalSequence = 0xffffffff

/** The block time of the real regtest genesis block. */
export const genesisTime = 1296688602

/** Milliseconds between blocks when nothing else is set (FOYER_BITCOIN_BLOCK_INTERVAL_MS; 0: only on demand). */
export const defaultBlockIntervalMs = 5_000
export const blockIntervalEnvVar = 'FOYER_BITCOIN_BLOCK_INTERVAL_MS'
/** Most blocks one POST /regtest/mine (or mine(n)) may ask for. */
export const maxBlocksPerMine = 1_000

/**
 * Blocks mined right after genesis to the miner key before the funding block: enough for the coinbases of
 * blocks 1-3 (150 BTC) to be 100 blocks deep when block 103 spends them.
 */
export const fundingBlockHeight = 103
/** Fee of each genesis funding transaction (well above 1 sat/vB). */
export const fundingTxFee = 2_000n

/** Bumped when the genesis blocks change: older saved state is then discarded. */
export const genesisVersion = 1
/** Format of the files in the state folder. */
export const stateFormat = 1
