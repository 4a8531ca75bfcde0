export { action, loader } from './_app.newProfile_.photo'
