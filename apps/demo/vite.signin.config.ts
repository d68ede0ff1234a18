import type { UserConfig } from 'vite'
import base from './vite.config.ts'

// The required-sign-in page, built after the main one into the same dist/ (see vite.config.ts). Its
// input replaces the main build's (mergeConfig would add to it and rebuild the main page too).
const config = base as UserConfig
export default {
  ...config,
  build: { ...config.build, emptyOutDir: false, rollupOptions: { input: { signin: 'signin.html' } } },
} satisfies UserConfig
