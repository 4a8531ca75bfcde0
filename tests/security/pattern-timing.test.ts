/**
 * No pattern the portal runs on what a visitor or the services send is super-linear, and every
 * free-text field is capped before any pattern runs (docs/security.md, "Patterns and length caps").
 * Each validator is timed on 100 KB of the inputs that make a backtracking pattern slow: `a@` and
 * dots (the caretaker's contact field took 2.2 s on 60 KB of it), runs of spaces, runs of digits
 * with a wrong last character. Each must answer within a fixed budget; a quadratic pattern takes
 * seconds on 100 KB.
 */
import { describe, expect, it } from 'vitest'
import { notificationMessage } from '~/domain/appointments/notification'
import { cleanMedicalText, VITAL_FIELDS, VITAL_RULES, vitalProblem } from '~/domain/booking/medical-info'
import { messageToSend } from '~/domain/chat'
import { cleanEmail, cleanName } from '~/domain/common/name-cleaning'
import { EMAIL_PATTERN, recoveryChannel } from '~/domain/identity/forgot-password-error'
import { loginErrorText } from '~/domain/identity/login-error'
import { newPasswordProblem } from '~/domain/identity/password-rules'
import {
  changePasswordSchema,
  consentSchema,
  otpSchema,
  recoverySchema,
  registerSchema,
} from '~/domain/identity/schemas'
import { signInSchema } from '~/domain/identity/sign-in-schema'
import { cleanFreeText, cleanMobile, profileProblems, type ProfileForm } from '~/domain/profile/rules'
import { externalContact } from '~/domain/video-call/call'
import { addPersonSchema, guestConsentSchema, guestVerifySchema } from '~/domain/video-call/schemas'
import { bookingMessages } from '~/messages/booking/en'
import { guestMessages } from '~/messages/guest-call/en'
import { identityMessages, signInMessages } from '~/messages/identity/en'
import { profileActionMessages } from '~/messages/profile/en'
import { videoMessages } from '~/messages/video-call/en'
import { cookieValue } from '~/utils/session/cookie-value'

const SIZE = 100 * 1024
const BUDGET_MS = 50

/** 100 KB shapes that make backtracking patterns slow, each with an ending that refuses a match. */
const repeatTo = (unit: string, end = '') => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE) + end
const WORST = [
  repeatTo('.', '').replace(/^../, 'a@') + '@',
  `a@${repeatTo('.')} `,
  `a@${repeatTo('a.')}@`,
  `a@${repeatTo('.')}1`,
  repeatTo(' ', 'x'),
  repeatTo('1', 'x'),
  repeatTo('a', '!'),
  repeatTo('@'),
  repeatTo('\t\n'),
  `created${repeatTo(' ')}x`,
]

/** The fastest of three runs, in milliseconds: the budget is about the pattern, not a busy machine. */
function fastest(run: () => unknown): number {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const start = performance.now()
    run()
    best = Math.min(best, performance.now() - start)
  }
  return best
}

const profile = (value: string): ProfileForm => ({
  firstName: value,
  middleName: value,
  lastName: value,
  gender: value,
  dateOfBirth: value,
  state: value,
  city: value,
  pinCode: value,
  address: value,
  email: value,
  phoneNumber: value,
  education: value,
  occupation: value,
  medicalHistory: value,
  medicalInformation: value,
  therapy: value,
  physical: false,
  online: false,
  languages: [value],
})

const VALIDATORS: Record<string, (input: string) => unknown> = {
  'the add-person contact': (v) => externalContact(videoMessages, v),
  'the add-person form': (v) => addPersonSchema(videoMessages).safeParse({ name: v, contact: v }),
  'the guest verify form': (v) => guestVerifySchema(guestMessages).safeParse({ name: v, code: v }),
  'the guest consent form': (v) =>
    guestConsentSchema(guestMessages).safeParse({ name: v, age: v, relation: v, agree: v }),
  'the profile rules': (v) => profileProblems(profile(v), profileActionMessages),
  "the profile's cleaning": (v) => [cleanFreeText(v), cleanMobile(v), cleanName(v)],
  'the e-mail pattern of registration': (v) => EMAIL_PATTERN.test(v),
  'the forgot-password channel': (v) => recoveryChannel(v),
  'the forgot-password form': (v) => recoverySchema(identityMessages).safeParse({ emailOrMobile: v }),
  'the one-time code form': (v) => otpSchema(identityMessages).safeParse({ otp: v }),
  'the registration form': (v) =>
    registerSchema('2026-11-26', identityMessages).safeParse({
      firstName: v,
      lastName: v,
      dateOfBirth: v,
      gender: v,
      email: v,
      phoneNumber: v,
    }),
  "registration's e-mail cleaning": (v) => cleanEmail(v),
  'the consent form': (v) => consentSchema(identityMessages).safeParse({ name: v, relation: v, agree: v }),
  'the sign-in form': (v) => signInSchema(signInMessages).safeParse({ username: v, password: v }),
  'the sign-in answer': (v) => loginErrorText({ status: 400, serverText: v }, signInMessages),
  'the password rules': (v) => newPasswordProblem(v, identityMessages.password),
  'the change-password form': (v) =>
    changePasswordSchema(identityMessages).safeParse({ currentPassword: v, newPassword: v, confirmPassword: v }),
  'the vitals': (v) => VITAL_FIELDS.map((field) => [vitalProblem(field, v, bookingMessages), VITAL_RULES[field](v)]),
  'the medical texts': (v) => cleanMedicalText(v),
  'the chat message': (v) => messageToSend(v),
  "the services' notification text": (v) => notificationMessage(v),
  'the language cookie': (v) => cookieValue(`lang=${v}; ${v}`, 'lang'),
}

describe('every validator answers 100 KB of its worst input within the budget', () => {
  it.each(Object.entries(VALIDATORS))('%s', (_, validate) => {
    const slow = WORST.map((input) => ({
      input: `${JSON.stringify(input.slice(0, 8))}… ${input.length}`,
      ms: fastest(() => validate(input)),
    })).filter(({ ms }) => ms >= BUDGET_MS)
    expect(slow).toEqual([])
  })
})

describe('every free-text field is capped before any pattern, with its own message', () => {
  const long = `a@${'.'.repeat(60_000)}`

  it('the add-person contact and name', () => {
    const result = addPersonSchema(videoMessages).safeParse({ name: long, contact: long })
    expect(result.error?.flatten().fieldErrors).toEqual({
      name: ['Name must be at most 50 characters.'],
      contact: ['Email or phone number must be at most 254 characters.'],
    })
  })

  it('the guest names', () => {
    const verify = guestVerifySchema(guestMessages).safeParse({ name: long, code: '123456' })
    expect(verify.error?.flatten().fieldErrors).toEqual({ name: ['Name must be at most 50 characters.'] })
    const consent = guestConsentSchema(guestMessages).safeParse({ name: long, age: '40', relation: 'Son', agree: 'on' })
    expect(consent.error?.flatten().fieldErrors).toEqual({ name: ['Name must be at most 50 characters.'] })
  })

  it('forgot password and the one-time code', () => {
    const recovery = recoverySchema(identityMessages).safeParse({ emailOrMobile: long })
    expect(recovery.error?.flatten().fieldErrors).toEqual({
      emailOrMobile: ['Email or Mobile Number must be at most 50 characters'],
    })
    const otp = otpSchema(identityMessages).safeParse({ otp: '1'.repeat(SIZE) })
    expect(otp.error?.flatten().fieldErrors).toEqual({ otp: ['Please enter OTP'] })
  })

  it('registration and consent', () => {
    const register = registerSchema('2026-11-26', identityMessages).safeParse({
      firstName: long,
      lastName: long,
      dateOfBirth: long,
      gender: 'FEMALE',
      email: long,
      phoneNumber: long,
    })
    expect(register.error?.flatten().fieldErrors).toEqual({
      firstName: ['Please shorten this text to 50 characters or less'],
      lastName: ['Please shorten this text to 50 characters or less'],
      dateOfBirth: ['Please select DOB'],
      email: ['Please enter valid email address'],
      phoneNumber: ['Please enter 10 digit Mobile Number'],
    })
    const consent = consentSchema(identityMessages).safeParse({ name: long, relation: 'Self', agree: 'on' })
    expect(consent.error?.flatten().fieldErrors).toEqual({ name: ['Name must be at most 50 characters'] })
  })
})
