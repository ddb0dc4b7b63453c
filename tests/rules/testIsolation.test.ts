import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { ISOLATED_TESTS, UNIT_TESTS } from '../support/unitTestFiles.ts'

/**
 * What a test file may do that another file sharing its worker would see: mock a module, stub a
 * global, the environment or the clock, spy on a shared object, ask for a DOM, change the working
 * directory or a global.
 */
const SHARED_STATE =
  /vi\.(?:mock|doMock|hoisted|stubEnv|stubGlobal|useFakeTimers|spyOn)\b|process\.env|@vitest-environment|globalThis|process\.chdir|Object\.defineProperty/

describe('the unit tests that share their worker', () => {
  it('change nothing another file would see: those that do are run apart', () => {
    // This file names what it looks for, without doing it.
    const files = globSync(UNIT_TESTS).filter((file) => !file.endsWith('testIsolation.test.ts'))
    expect(files.length).toBeGreaterThan(100)
    const touching = files.filter((file) => SHARED_STATE.test(readFileSync(file, 'utf8')))
    expect(touching.filter((file) => !ISOLATED_TESTS.includes(file))).toEqual([])
    // A file listed apart that no longer needs it still costs its own process: keep the list true.
    expect(ISOLATED_TESTS.filter((file) => !touching.includes(file))).toEqual([])
  })
})
