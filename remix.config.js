/**
 * The portal's URLs that are not a screen module of app/routes/ named after its URL, in one table:
 * what a newcomer reads to find the module behind any of them (docs/architecture.md, ADR 85).
 * Screens keep Remix's flat-route convention; everything below is registered beside it. Each route
 * keeps the id its flat-route file had, so the request metrics' route labels and the `_data`
 * requests of the browser stay what they were.
 */
export const urlTable = {
  /**
   * The hospital's static pages, path → the text key of its link in the pages' footer. One module
   * serves them all: content/pages/<path>.html (app/routes-shared/static-page.tsx).
   */
  staticPages: {
    TermsAndConditions: 'termsAndConditions',
    TermsOfService: 'termsOfService',
    PrivacyPolicy: 'privacyPolicy',
    PrivacyNotice: 'privacyNotice',
    Legal: 'legal',
    Company: 'company',
    Accessibility: 'accessibility',
  },

  /**
   * The hospital's other URLs for a screen (docs/rules/common.md#screens), path → where they lead,
   * the query kept: links in e-mails and bookmarks point at them (app/routes-shared/screen-redirect.ts).
   */
  redirects: {
    home: '/myappointments',
    subHeader: '/myappointments',
    confirm: '/confirmation',
    VideoOpen: '/Video',
    LLoginTemplate: '/signin',
  },

  /**
   * /patientProfile is the same screen as /newProfile (docs/rules/profile.md#screens), with its
   * dialog and endpoints: path → the module under app/routes/ it runs. Links stay on the URL in use.
   */
  profileAliases: {
    patientProfile: '_app.newProfile/route.tsx',
    'patientProfile/delete/:docId': '_app.newProfile_.delete.$docId.tsx',
    'patientProfile/document/:docId': '_app.newProfile_.document.$docId.resource.ts',
    'patientProfile/documents/:fileType': '_app.newProfile_.documents.$fileType.resource.ts',
    'patientProfile/photo': '_app.newProfile_.photo.resource.ts',
  },

  /**
   * The resource endpoints (an image, a file, a PDF, JSON for a poll or an island; no page):
   * path → app/routes/<flat-route name>.resource.ts. The `.resource.ts` ending says "no page here";
   * the flat-route name before it still spells the URL.
   */
  resources: {
    'myappointments/:appointmentId/calendar.ics': '_app.myappointments.$appointmentId.calendar[.]ics.resource.ts',
    'r/:token/calendar.ics': 'r.$token.calendar[.]ics.resource.ts',
    'newProfile/document/:docId': '_app.newProfile_.document.$docId.resource.ts',
    'newProfile/documents/:fileType': '_app.newProfile_.documents.$fileType.resource.ts',
    'newProfile/photo': '_app.newProfile_.photo.resource.ts',
    'records/health-record.json': '_app.records_.health-record[.]json.resource.ts',
    'records/printed': '_app.records_.printed.resource.ts',
    'Video/call': 'Video_.call.resource.ts',
    'Video/attachment': 'Video_.attachment.resource.ts',
    'CareTaker/status': 'CareTaker_.status.resource.ts',
    'resources/chat/:appointmentId': 'resources.chat.$appointmentId.resource.ts',
    'resources/chat-document/:appointmentId/:fileId': 'resources.chat-document.$appointmentId.$fileId.resource.ts',
    'resources/prescription/:appointmentId': 'resources.prescription.$appointmentId.resource.ts',
    'resources/doctor-photo/:doctorId': 'resources.doctor-photo.$doctorId.resource.ts',
    'resources/login-image/:id': 'resources.login-image.$id.resource.ts',
    'resources/hospital-logo': 'resources.hospital-logo.resource.ts',
    'resources/keep-alive': 'resources.keep-alive.resource.ts',
    'resources/session-left': 'resources.session-left.resource.ts',
    'resources/language': 'resources.language.resource.ts',
    'resources/signed-out': 'resources.signed-out.resource.ts',
    'security/passkey': '_app.security_.passkey.resource.ts',
    'signin/second-step/passkey': 'signin_.second-step_.passkey.resource.ts',
  },
}

/** The signed-in frame (app/routes/_app.tsx): the parent of the modules named `_app.…`, as in the flat routes. */
const FRAME = 'routes/_app'

/** `patientProfile/delete/:docId` → `patientProfile_.delete.$docId`: how the flat routes spelled a URL. */
const flatName = (path) => {
  const [first, ...rest] = path.split('/').map((s) => s.replace(/^:/, '$'))
  return rest.length ? `${first}_.${rest.join('.')}` : first
}

/**
 * Every row as [path, module file under app/, route id]. Each id is the one the URL's flat-route
 * file had: a static page's or a redirect's path, an alias's spelled path, a resource's file name.
 */
const tableRoutes = () => [
  ...Object.keys(urlTable.staticPages).map((path) => [path, 'routes-shared/static-page.tsx', `routes/${path}`]),
  ...Object.keys(urlTable.redirects).map((path) => [path, 'routes-shared/screen-redirect.ts', `routes/${path}`]),
  ...Object.entries(urlTable.profileAliases).map(([path, file]) => [
    path,
    `routes/${file}`,
    `routes/_app.${flatName(path)}`,
  ]),
  ...Object.entries(urlTable.resources).map(([path, file]) => [
    path,
    `routes/${file}`,
    `routes/${file.replace(/\.resource\.ts$/, '')}`,
  ]),
]

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Tests live beside the code; keep them (and dotfiles) out of the route tree. Resource endpoints
  // are registered from the table above, at the URL their name spells.
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/*.resource.ts'],
  routes(defineRoutes) {
    const manifest = defineRoutes((route) => {
      for (const [path, file, id] of tableRoutes()) route(path, file, { id })
    })
    // defineRoutes nests by callbacks only; the frame is a flat route, so its children are set here
    for (const route of Object.values(manifest)) if (route.file.startsWith('routes/_app.')) route.parentId = FRAME
    return manifest
  },
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // dayjs ships CommonJS plugins; bundling them keeps ESM imports simple.
  serverDependenciesToBundle: [/^dayjs/],
  // Opt in to the v7 behaviours that don't change how data travels; single
  // fetch and lazy route discovery are left for a later, deliberate switch.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
}
