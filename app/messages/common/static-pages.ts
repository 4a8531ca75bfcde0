/** The static pages' names and their links (content/pages), as the footer of a static page and the sign-in forms show them; an enum (ADR 40). */
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
