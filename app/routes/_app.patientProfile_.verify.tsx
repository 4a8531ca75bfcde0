export { action, ErrorBoundary, loader, meta } from './_app.newProfile_.verify'
export { default } from './_app.newProfile_.verify'
