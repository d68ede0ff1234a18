/** Each in-memory file's type errors (path -> messages), compiled in one program. */
export declare function typeErrorsOf(files: ReadonlyMap<string, string>): Map<string, string[]>
