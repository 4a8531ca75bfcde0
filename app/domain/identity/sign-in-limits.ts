/**
 * The sign-in limits (docs/rules/identity.md#validation). Kept apart from the zod schema so the
 * browser can get the field constraints without shipping zod (the first-load budget, docs/architecture.md#budgets).
 */
export const USERNAME_MAX = 50
export const PASSWORD_MAX = 256

export const signInConstraint = {
  username: { required: true, maxLength: USERNAME_MAX },
  password: { required: true, maxLength: PASSWORD_MAX },
}
