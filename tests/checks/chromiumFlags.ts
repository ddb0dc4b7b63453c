import { qualityConfig } from './qualityConfig.ts'

/** Debian's chromium, headless, kept off the network this machine does not have. */
export const { chromiumPath } = qualityConfig()

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
