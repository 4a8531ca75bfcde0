// /patientProfile is the same screen as /newProfile (docs/rules/profile.md#screens); links stay on the URL in use.
export { action, ErrorBoundary, loader, meta } from './_app.newProfile/route'
export { default } from './_app.newProfile/route'
