export { action } from './_app.newProfile_.documents.$fileType'
