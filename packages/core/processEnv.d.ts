// `process.env.NODE_ENV`, which the packages' construction-time checks read (they run in development builds
// only: bundlers replace the expression with a literal, and production builds drop the check). The browser
// packages compile without Node's types; their tsconfigs include this file, kept here in core for all five.
// These declarations merge with Node's where an app or a test has them.
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
