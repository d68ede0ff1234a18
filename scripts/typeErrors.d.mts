import type { CompilerOptions } from 'typescript'

/** The repository's compiler options (tsconfig.base.json), for a check that emits nothing. */
export declare function compilerOptions(): CompilerOptions

/** Each in-memory file's type errors (path -> messages), compiled in one program. */
export declare function typeErrorsOf(files: ReadonlyMap<string, string>): Map<string, string[]>
