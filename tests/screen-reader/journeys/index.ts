/** Every journey the screen-reader run walks, in order. */
import type { Journey } from '../patient.ts'
import { signInWithError } from './sign-in.ts'

export const JOURNEYS: Journey[] = [signInWithError]
