/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Tests live beside the code; keep them (and dotfiles) out of the route tree.
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
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
