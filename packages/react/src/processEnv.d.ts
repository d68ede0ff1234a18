// `process.env.NODE_ENV`, which the page-load option checks read (they run in development builds only:
// bundlers replace the expression with a literal, and production builds drop the check). The package
// compiles without Node's types; these merge with them where an app or test has them.
declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV?: string
  }
  interface Process {
    env: ProcessEnv
  }
}
// `var`, as @types/node declares it, so the two merge (a `const` would clash).
declare var process: NodeJS.Process
