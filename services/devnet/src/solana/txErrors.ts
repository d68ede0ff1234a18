import type { FailedTransactionMetadata } from 'litesvm'

/** LiteSVM's transaction errors in the RPC's JSON form (`"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`). */
export type TransactionErrorJson = string | Record<string, unknown>

// In the order of LiteSVM's (and Agave's) enums; the enums themselves are `const enum`s, absent at run time.
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

/** Display texts of the errors a wallet or a test meets most (the rest show their variant name). */
const transactionErrorTexts: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
}
const instructionErrorTexts: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  IllegalOwner: 'Provided owner is not allowed',
}

// litesvm's index does not export its error classes: they are told apart by their class names.
const kindOf = (error: unknown) => (error as { constructor?: { name?: string } }).constructor?.name ?? ''

function instructionErrorJson(error: unknown): string | Record<string, unknown> {
  if (typeof error === 'number') return instructionErrorNames[error] ?? 'InvalidError'
  if (kindOf(error) === 'InstructionErrorCustom') return { Custom: (error as { code: number }).code }
  const message = (error as { msg?: unknown }).msg
  return typeof message === 'string' ? { BorshIoError: message } : 'InvalidError'
}

/** A LiteSVM error (a fieldless enum value or one of its error classes) as the RPC's JSON. */
export function transactionErrorJson(
  error: ReturnType<FailedTransactionMetadata['err']>,
): TransactionErrorJson {
  if (typeof error === 'number') return transactionErrorNames[error] ?? 'SanitizeFailure'
  const fields = error as { index?: number; accountIndex?: number; err?: () => unknown }
  switch (kindOf(error)) {
    case 'TransactionErrorInstructionError':
      return { InstructionError: [fields.index, instructionErrorJson(fields.err?.())] }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: fields.index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: fields.accountIndex } }
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return { ProgramExecutionTemporarilyRestricted: { account_index: fields.accountIndex } }
    default:
      return 'SanitizeFailure'
  }
}

/** The node's one-line text of an error, as in "Transaction simulation failed: <text>". */
export function transactionErrorText(error: TransactionErrorJson): string {
  if (typeof error === 'string') return transactionErrorTexts[error] ?? error
  const [name, value] = Object.entries(error)[0] ?? ['Unknown', null]
  if (name === 'InstructionError' && Array.isArray(value)) {
    const [index, inner] = value as [number, string | Record<string, unknown>]
    let text: string
    if (typeof inner === 'string') text = instructionErrorTexts[inner] ?? inner
    else if ('Custom' in inner) text = `custom program error: 0x${Number(inner.Custom).toString(16)}`
    else text = `${Object.keys(inner)[0]}: ${String(Object.values(inner)[0])}`
    return `Error processing Instruction ${index}: ${text}`
  }
  if (name === 'InsufficientFundsForRent') {
    const index = (value as { account_index: number }).account_index
    return `Transaction results in an account (${index}) with insufficient funds for rent`
  }
  if (name === 'DuplicateInstruction')
    return `Transaction contains a duplicate instruction (${value}) that is not allowed`
  return name
}
