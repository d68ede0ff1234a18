// Type-checks code that exists only in memory (a package's doc examples) as files at the paths given,
// beside the package's source so that relative imports resolve, with the repository's compiler options.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The repository's compiler options (tsconfig.base.json), for a check that emits nothing. */
export function compilerOptions() {
  return {
    ...ts.parseJsonConfigFileContent(
      ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
      ts.sys,
      root,
    ).options,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  }
}

/** Each in-memory file's type errors (path -> messages), compiled in one program. */
export function typeErrorsOf(files) {
  const options = compilerOptions()
  const host = ts.createCompilerHost(options)
  const readFile = host.readFile.bind(host)
  const getSourceFile = host.getSourceFile.bind(host)
  host.readFile = (name) => files.get(name) ?? readFile(name)
  host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name)
  host.getSourceFile = (name, language, onError) => {
    const code = files.get(name)
    return code === undefined
      ? getSourceFile(name, language, onError)
      : ts.createSourceFile(name, code, language)
  }
  const program = ts.createProgram([...files.keys()], options, host)
  return new Map(
    [...files.keys()].map((file) => [
      file,
      [
        ...program.getSyntacticDiagnostics(program.getSourceFile(file)),
        ...program.getSemanticDiagnostics(program.getSourceFile(file)),
      ].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  )
}
