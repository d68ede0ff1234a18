import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  type Signature,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  sendAndConfirmTransactionFactory,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestAccounts, solanaUsdcMint } from '../solanaAccounts.js'
import { type SolanaLedger, startSolanaLedger } from './startSolanaLedger.js'
import { asAddress, kitClients, signedTransaction, signerOf } from './testing.js'

const [alice, bob, carol] = solanaTestAccounts
const sol = 1_000_000_000n
const mint = asAddress(solanaUsdcMint.address)

let stateDir: string
let ledger: SolanaLedger

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-solana-'))
  ledger = await startSolanaLedger({ port: 0, stateDir })
})

afterAll(async () => {
  await ledger?.stop()
  await rm(stateDir, { recursive: true, force: true })
})

const ata = async (owner: string) =>
  (await findAssociatedTokenPda({ owner: asAddress(owner), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

describe('Solana ledger with @solana/kit', () => {
  it('serves the funded test accounts', async () => {
    const { rpc } = kitClients(ledger)
    const { value } = await rpc.getBalance(asAddress(alice.publicKey)).send()
    expect(value).toBe(100n * sol)
    expect(await rpc.getGenesisHash().send()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')
  })

  it('sends and confirms a SOL transfer, then lists it in the history', async () => {
    const { rpc, rpcSubscriptions } = kitClients(ledger)
    const payer = await signerOf(alice)
    const before = await Promise.all([alice, carol].map((a) => rpc.getBalance(asAddress(a.publicKey)).send()))
    const transaction = await signedTransaction(rpc, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: asAddress(carol.publicKey),
        amount: lamports(sol),
      }),
    ])
    const started = performance.now()
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction as never, {
      commitment: 'confirmed',
    })
    const elapsed = performance.now() - started
    const signature = getSignatureFromTransaction(transaction)

    const after = await Promise.all([alice, carol].map((a) => rpc.getBalance(asAddress(a.publicKey)).send()))
    expect(after[0]?.value).toBe((before[0]?.value ?? 0n) - sol - 5_000n)
    expect(after[1]?.value).toBe((before[1]?.value ?? 0n) + sol)

    const fetched = await rpc
      .getTransaction(signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
        commitment: 'confirmed',
      })
      .send()
    expect(fetched?.meta?.err).toBeNull()
    expect(fetched?.meta?.fee).toBe(5_000n)
    expect(fetched?.meta?.preBalances[0]).toBe(before[0]?.value)
    expect(fetched?.meta?.postBalances[1]).toBe(after[1]?.value)
    expect(fetched?.version).toBe(0)
    expect(fetched?.transaction.message.accountKeys).toContain(carol.publicKey)
    const base64 = await rpc
      .getTransaction(signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 })
      .send()
    expect(base64?.transaction[1]).toBe('base64')

    for (const account of [alice, carol]) {
      const listed = await rpc.getSignaturesForAddress(asAddress(account.publicKey), { limit: 5 }).send()
      expect(listed[0]?.signature).toBe(signature)
      expect(listed[0]?.confirmationStatus).toBe('finalized')
    }
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status?.err).toBeNull()
    console.log(`kit send-and-confirm of a SOL transfer: ${elapsed.toFixed(1)} ms`)
  })

  it('moves USDC between two test accounts with the SPL Token program', async () => {
    const { rpc, rpcSubscriptions } = kitClients(ledger)
    const payer = await signerOf(bob)
    const [from, to] = await Promise.all([ata(bob.publicKey), ata(carol.publicKey)])
    const transaction = await signedTransaction(rpc, payer, [
      getTransferCheckedInstruction({
        source: from,
        mint,
        destination: to,
        authority: payer,
        amount: 250_500_000n,
        decimals: solanaUsdcMint.decimals,
      }),
    ])
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction as never, {
      commitment: 'confirmed',
    })

    const balance = (await rpc.getTokenAccountBalance(to).send()).value
    expect(balance).toMatchObject({ amount: '10250500000', decimals: 6, uiAmountString: '10250.5' })
    const owned = await rpc
      .getTokenAccountsByOwner(asAddress(bob.publicKey), { mint }, { encoding: 'jsonParsed' })
      .send()
    expect(owned.value).toHaveLength(1)
    expect(owned.value[0]?.pubkey).toBe(from)
    expect(owned.value[0]?.account.data.parsed.info).toMatchObject({
      mint: solanaUsdcMint.address,
      owner: bob.publicKey,
      tokenAmount: { amount: '9749500000', uiAmountString: '9749.5' },
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(
        asAddress(carol.publicKey),
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(byProgram.value.map((entry) => entry.pubkey)).toEqual([to])

    const fetched = await rpc
      .getTransaction(getSignatureFromTransaction(transaction), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    const post = fetched?.meta?.postTokenBalances?.find((entry) => entry.owner === carol.publicKey)
    expect(post?.uiTokenAmount.amount).toBe('10250500000')
    expect(
      fetched?.meta?.preTokenBalances?.find((entry) => entry.owner === carol.publicKey)?.uiTokenAmount.amount,
    ).toBe('10000000000')
  })

  it("fails a transfer beyond the balance with kit's preflight error, and records one sent without preflight", async () => {
    const { rpc, rpcSubscriptions } = kitClients(ledger)
    const payer = await signerOf(alice)
    const tooMuch = async () =>
      signedTransaction(rpc, payer, [
        getTransferSolInstruction({
          source: payer,
          destination: asAddress(bob.publicKey),
          amount: lamports(1_000n * sol),
        }),
      ])
    const balance = (await rpc.getBalance(asAddress(alice.publicKey)).send()).value
    const error = await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(
      (await tooMuch()) as never,
      {
        commitment: 'confirmed',
      },
    ).catch((e: unknown) => e)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    const preflight = error as Error & { cause?: unknown; context: { logs?: string[] } }
    expect(isSolanaError(preflight.cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true)
    expect(preflight.context.logs?.some((line) => line.includes('insufficient lamports'))).toBe(true)
    // Nothing landed: no fee.
    expect((await rpc.getBalance(asAddress(alice.publicKey)).send()).value).toBe(balance)

    const skipped = await tooMuch()
    const landed = await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(skipped as never, {
      commitment: 'confirmed',
      skipPreflight: true,
    }).catch((e: unknown) => e)
    expect(isSolanaError(landed, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true)
    const fetched = await rpc
      .getTransaction(getSignatureFromTransaction(skipped), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(fetched?.meta?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect((await rpc.getBalance(asAddress(alice.publicKey)).send()).value).toBe(balance - 5_000n)
  })

  it('refuses a transaction whose blockhash is not a recent one', async () => {
    const { rpc } = kitClients(ledger)
    const payer = await signerOf(alice)
    const stale = await signedTransaction(
      rpc,
      payer,
      [
        getTransferSolInstruction({
          source: payer,
          destination: asAddress(bob.publicKey),
          amount: lamports(1n),
        }),
      ],
      { blockhash: '4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ', lastValidBlockHeight: 150n },
    )
    const { getBase64EncodedWireTransaction } = await import('@solana/kit')
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(stale), { encoding: 'base64' })
      .send()
      .catch((e: unknown) => e)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect(String((error as Error).cause)).toMatch(/BLOCKHASH_NOT_FOUND|Blockhash/i)
    const latest = (await rpc.getLatestBlockhash().send()).value
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true)
    const staleBlockhash = (stale.lifetimeConstraint as { blockhash: string }).blockhash
    expect((await rpc.isBlockhashValid(staleBlockhash as never).send()).value).toBe(false)
  })

  it('notifies slot subscribers as blocks are produced', async () => {
    const { rpcSubscriptions } = kitClients(ledger)
    const abort = new AbortController()
    const notifications = await rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    const seen: bigint[] = []
    for await (const notification of notifications) {
      seen.push(notification.slot)
      expect(notification.parent).toBe(notification.slot - 1n)
      if (seen.length === 2) break
    }
    abort.abort()
    expect((seen[1] ?? 0n) - (seen[0] ?? 0n)).toBe(1n)
  })

  it('notifies an account subscriber when a transfer changes the account', async () => {
    const { rpc, rpcSubscriptions } = kitClients(ledger)
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .accountNotifications(asAddress(carol.publicKey), { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    // kit drops notifications that arrive before the loop asks for one: start listening first.
    const first = (async () => {
      for await (const notification of notifications) return notification
    })()
    const payer = await signerOf(bob)
    const transaction = await signedTransaction(rpc, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: asAddress(carol.publicKey),
        amount: lamports(7n),
      }),
    ])
    const { getBase64EncodedWireTransaction } = await import('@solana/kit')
    const signature: Signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    const expected = (await rpc.getBalance(asAddress(carol.publicKey)).send()).value
    expect((await first)?.value.lamports).toBe(expected)
    abort.abort()
  })

  it('keeps balances and history across a restart from its state folder', async () => {
    const { rpc } = kitClients(ledger)
    const balances = await Promise.all(
      [alice, bob, carol].map(async (a) => (await rpc.getBalance(asAddress(a.publicKey)).send()).value),
    )
    const [latest] = await rpc.getSignaturesForAddress(asAddress(carol.publicKey), { limit: 1 }).send()
    const slot = await rpc.getSlot().send()
    await ledger.stop()

    const started = performance.now()
    ledger = await startSolanaLedger({ port: 0, stateDir })
    console.log(`Solana ledger restart from its state folder: ${(performance.now() - started).toFixed(1)} ms`)
    const again = kitClients(ledger).rpc
    const restored = await Promise.all(
      [alice, bob, carol].map(async (a) => (await again.getBalance(asAddress(a.publicKey)).send()).value),
    )
    expect(restored).toEqual(balances)
    const usdc = (await again.getTokenAccountBalance(await ata(carol.publicKey)).send()).value
    expect(usdc.amount).toBe('10250500000')
    const [listed] = await again.getSignaturesForAddress(asAddress(carol.publicKey), { limit: 1 }).send()
    expect(listed?.signature).toBe(latest?.signature)
    expect(await again.getSlot().send()).toBeGreaterThan(slot)

    // reset: back to genesis.
    await ledger.stop()
    ledger = await startSolanaLedger({ port: 0, stateDir, reset: true })
    const fresh = kitClients(ledger).rpc
    expect((await fresh.getBalance(asAddress(carol.publicKey)).send()).value).toBe(100n * sol)
    expect(await fresh.getSignaturesForAddress(asAddress(carol.publicKey)).send()).toEqual([])
  })
})
