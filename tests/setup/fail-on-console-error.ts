import { format } from 'node:util'
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

/**
 * An unexpected console.error fails the test (Epic Stack style).
 *
 * The spy throws at the call site (so the stack points at the culprit) and also
 * remembers the call, so a test still fails when the code under test swallows
 * the thrown error in a try/catch.
 *
 * A test that expects an error to be logged says so:
 *   import { consoleError } from '#tests/setup/fail-on-console-error' (or a relative path)
 *   consoleError.mockImplementation(() => {})
 *   ...
 *   expect(consoleError).toHaveBeenCalledTimes(1)
 */
export let consoleError: MockInstance<(typeof console)['error']>

let unexpected: string[] = []

beforeEach(() => {
  unexpected = []
  const originalConsoleError = console.error
  consoleError = vi.spyOn(console, 'error')
  consoleError.mockImplementation((...args: Parameters<typeof console.error>) => {
    originalConsoleError(...args)
    const message = format(...args)
    unexpected.push(message)
    throw new Error(
      `console.error was called unexpectedly:\n${message}\n` +
        'If this is expected, call consoleError.mockImplementation(() => {}) in the test.',
    )
  })
})

afterEach(() => {
  consoleError.mockRestore()
  if (unexpected.length > 0) {
    const messages = unexpected
    unexpected = []
    throw new Error(
      `console.error was called unexpectedly ${messages.length} time(s):\n` +
        messages.map((m, i) => `  ${i + 1}. ${m}`).join('\n'),
    )
  }
})
