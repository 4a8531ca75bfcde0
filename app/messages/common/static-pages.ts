/**
 * The static pages' names and their links (content/pages), as the sign-in forms show them; an enum (ADR 40).
 * The old English module, kept while the sign-in and register pages import it; the static pages read
 * the dictionaries (ADR 56). Delete it with its last import.
 */
export enum staticPageMessages {
  backToPortal = 'Back to the portal',
  aboutPortal = 'About this portal',
  termsAndConditions = 'Terms and Conditions',
  termsOfService = 'Terms of Service',
  privacyPolicy = 'Privacy Policy',
  privacyNotice = 'Privacy Notice',
  legal = 'Legal',
  company = 'Company',
  accessibility = 'Accessibility',
}
