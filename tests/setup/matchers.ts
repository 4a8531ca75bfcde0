/** Registers the response matchers (toRedirectTo, toShowAlert: tests/support/matchers.ts). */
import { expect } from 'vitest'
import { responseMatchers } from '../support/matchers'

expect.extend(responseMatchers)
