import { describe, expect, it } from 'vitest'
import { recoveryAnswerTells, registrationAnswerTells, signInAnswerTells } from './neutral-answers'

describe('the services answers that would tell who is a patient', () => {
  it.each([
    [{ status: 404 }, true],
    [{ status: 423 }, true],
    [{ status: 400, code: 'AL01' }, true],
    [{ status: 400 }, false],
    [{ status: 500 }, false],
    [{ status: 0 }, false],
  ])('forgot password: %j tells: %s', (failure, tells) => {
    expect(recoveryAnswerTells(failure)).toBe(tells)
  })

  it.each([
    [{ status: 400, serverText: 'This email id is already registered' }, true],
    [{ status: 400, serverText: 'This mobile number is already registered' }, true],
    [{ status: 409, serverText: 'User already exists' }, true],
    [{ status: 400, serverText: 'Mobile number must be 10 digits' }, false],
    [{ status: 404, serverText: 'Hospital not found' }, false],
    [{ status: 500, serverText: 'already registered' }, false],
  ])('registration: %j tells: %s', (failure, tells) => {
    expect(registrationAnswerTells(failure)).toBe(tells)
  })

  it.each([
    [{ status: 423, serverText: 'Account locked after 5 failed attempts. Try again in 15 minutes.' }, true],
    [{ status: 423 }, true],
    [{ status: 400, serverText: 'Too many failed attempts' }, true],
    [{ status: 403, serverText: 'Your account has been deactivated. Please contact the hospital.' }, false],
    [{ status: 401, serverText: 'Bad credentials' }, false],
    [{ status: 423, serverText: 'Your trial has expired' }, false],
  ])('sign-in: %j tells: %s', (failure, tells) => {
    expect(signInAnswerTells(failure)).toBe(tells)
  })
})
