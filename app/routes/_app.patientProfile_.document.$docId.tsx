export { loader } from './_app.newProfile_.document.$docId'
