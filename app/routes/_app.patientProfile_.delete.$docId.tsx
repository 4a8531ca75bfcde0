export { action, ErrorBoundary, loader, meta } from './_app.newProfile_.delete.$docId'
export { default } from './_app.newProfile_.delete.$docId'
