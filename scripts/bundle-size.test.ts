import { describe, expect, test } from 'vitest'
import {
  BUDGET_BYTES,
  dictionaryLeaks,
  dynamicImports,
  FILES_LIMIT,
  firstLoadModules,
  formatIslands,
  formatTable,
  isIslandChunk,
  loadedBeforeIsland,
  measureIsland,
  measureRoutes,
  parseManifest,
  routePattern,
  staticImports,
} from './bundle-size.ts'
import type { AssetsManifest as RemixManifest } from './chunks/manifest.ts'

const manifest: RemixManifest = {
  url: '/build/manifest-abc.js',
  entry: { module: '/build/entry.client-1.js', imports: ['/build/_shared/react-1.js', '/build/_shared/remix-1.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/build/root-1.js',
      imports: ['/build/_shared/react-1.js', '/build/_shared/ui-1.js'],
    },
    'routes/signin': {
      id: 'routes/signin',
      parentId: 'root',
      path: 'signin',
      module: '/build/routes/signin-1.js',
      imports: ['/build/_shared/form-1.js'],
    },
    'routes/_app': {
      id: 'routes/_app',
      parentId: 'root',
      module: '/build/routes/_app-1.js',
      imports: ['/build/_shared/ui-1.js'],
    },
    'routes/_app.myappointments': {
      id: 'routes/_app.myappointments',
      parentId: 'routes/_app',
      path: 'myappointments',
      module: '/build/routes/_app.myappointments-1.js',
      imports: ['/build/_shared/form-1.js'],
    },
    'routes/_app.Video': {
      id: 'routes/_app.Video',
      parentId: 'routes/_app',
      path: 'Video',
      module: '/build/routes/_app.Video-1.js',
    },
    'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: '/build/routes/_index-1.js' },
  },
}

const sizes: Record<string, number> = {
  '/build/manifest-abc.js': 1_000,
  '/build/entry.client-1.js': 2_000,
  '/build/_shared/react-1.js': 40_000,
  '/build/_shared/remix-1.js': 20_000,
  '/build/root-1.js': 3_000,
  '/build/_shared/ui-1.js': 5_000,
  '/build/routes/signin-1.js': 4_000,
  '/build/_shared/form-1.js': 10_000,
  '/build/routes/_app-1.js': 6_000,
  '/build/routes/_app.myappointments-1.js': 15_000,
  '/build/routes/_app.Video-1.js': 500_000,
  '/build/routes/_index-1.js': 100,
}
const sizeOf = (file: string) => {
  const size = sizes[file]
  if (size === undefined) throw new Error(`unexpected file ${file}`)
  return size
}

describe('first-load JS per route', () => {
  test('is the manifest, the entry and its imports, and the route chain with imports, de-duplicated', () => {
    expect(firstLoadModules(manifest, 'routes/_app.myappointments')).toEqual([
      '/build/manifest-abc.js',
      '/build/entry.client-1.js',
      '/build/_shared/react-1.js',
      '/build/_shared/remix-1.js',
      '/build/root-1.js',
      '/build/_shared/ui-1.js', // imported by root and by _app: counted once
      '/build/routes/_app-1.js',
      '/build/routes/_app.myappointments-1.js',
      '/build/_shared/form-1.js',
    ])
  })

  test('sums the sizes, sorts largest first, and flags routes over budget except the video call', () => {
    const rows = measureRoutes(manifest, sizeOf)
    expect(rows.map((r) => [r.id, r.bytes])).toEqual(
      [
        ['routes/_app.Video', 1_000 + 2_000 + 40_000 + 20_000 + 3_000 + 5_000 + 6_000 + 500_000],
        ['routes/_app.myappointments', 1_000 + 2_000 + 40_000 + 20_000 + 3_000 + 5_000 + 6_000 + 15_000 + 10_000],
        ['routes/signin', 1_000 + 2_000 + 40_000 + 20_000 + 3_000 + 5_000 + 4_000 + 10_000],
        ['routes/_app', 77_000],
        ['root', 71_000],
        ['routes/_index', 71_100],
      ].sort((a, b) => (b[1] as number) - (a[1] as number) || String(a[0]).localeCompare(String(b[0]))),
    )
    const video = rows.find((r) => r.id === 'routes/_app.Video')!
    expect(video).toMatchObject({ exempt: true, overBudget: false })
    expect(rows.filter((r) => r.overBudget)).toEqual([])
    // myappointments is 102,000 bytes: within 100 KB (102,400 bytes), over 100,000
    expect(BUDGET_BYTES).toBe(102_400)
    const strict = measureRoutes(manifest, sizeOf, 100_000)
    expect(strict.filter((r) => r.overBudget).map((r) => r.id)).toEqual(['routes/_app.myappointments'])
  })

  test('flags a page that loads more than 12 script files, the video call too', () => {
    const shared = Array.from({ length: 5 }, (_, i) => `/build/_shared/shared-${i}.js`)
    const crowded: RemixManifest = {
      ...manifest,
      routes: {
        ...manifest.routes,
        'routes/_app.Video': { ...manifest.routes['routes/_app.Video']!, imports: shared },
        'routes/_app.myappointments': {
          ...manifest.routes['routes/_app.myappointments']!,
          imports: shared.slice(0, 4),
        },
      },
    }
    const rows = measureRoutes(crowded, (file) => (file.includes('shared-') ? 10 : sizeOf(file)))
    const files = (id: string) => rows.find((r) => r.id === id)!
    expect(FILES_LIMIT).toBe(12)
    // the manifest, the entry and its 2 imports, root and ui, the frame, the page and its 4 chunks
    expect(files('routes/_app.myappointments')).toMatchObject({ tooManyFiles: false })
    expect(files('routes/_app.myappointments').modules).toHaveLength(12)
    expect(files('routes/_app.Video')).toMatchObject({ tooManyFiles: true, exempt: true })
    expect(files('routes/_app.Video').modules).toHaveLength(13)
    expect(formatTable(rows)).toMatch(/routes\/_app\.Video\s+\/Video\s+\d+\.\d\s+13\s+exempt, TOO MANY FILES\n/)
    expect(formatTable(rows)).toMatch(/routes\/_app\.myappointments\s+\/myappointments\s+\d+\.\d\s+12\n/)
  })

  test('counts nothing for a page that ships no scripts, and says so', () => {
    const rows = measureRoutes(manifest, sizeOf, BUDGET_BYTES, (id) => id === 'routes/signin')
    const signin = rows.find((r) => r.id === 'routes/signin')!
    expect(signin).toMatchObject({ bytes: 0, modules: [] })
    expect(formatTable(rows)).toMatch(/routes\/signin\s+\/signin\s+0\.0\s+0\s+no JS/)
  })

  test('measures each file once', () => {
    const calls: string[] = []
    measureRoutes(manifest, (file) => {
      calls.push(file)
      return sizeOf(file)
    })
    expect(calls.length).toBe(new Set(calls).size)
    expect(new Set(calls)).toEqual(new Set(Object.keys(sizes)))
  })

  test('route patterns join the chain; pathless layouts and index routes add nothing', () => {
    expect(routePattern(manifest, 'root')).toBe('/')
    expect(routePattern(manifest, 'routes/_app.myappointments')).toBe('/myappointments')
    expect(routePattern(manifest, 'routes/_index')).toBe('/')
  })

  test('a missing parent is an error, not a smaller number', () => {
    const broken: RemixManifest = {
      entry: { module: '/build/e.js' },
      routes: { child: { id: 'child', parentId: 'gone', module: '/build/c.js' } },
    }
    expect(() => firstLoadModules(broken, 'child')).toThrow(/parent gone is not in the manifest/)
  })
})

describe('manifest parsing and output', () => {
  test('reads the classic compiler manifest script', () => {
    const source = `window.__remixManifest=${JSON.stringify(manifest)};`
    expect(parseManifest(source)).toEqual(manifest)
    expect(() => parseManifest('window.somethingElse = 1')).toThrow(/__remixManifest/)
  })

  test('the table lists every route with its size in KB and its number of files, and marks the exempt route', () => {
    const table = formatTable(measureRoutes(manifest, sizeOf))
    const files = firstLoadModules(manifest, 'routes/_app.myappointments').length
    expect(table).toMatch(new RegExp(`routes/_app\\.myappointments\\s+/myappointments\\s+99\\.6\\s+${files}\\n`))
    expect(table).toMatch(/routes\/_app\.Video\s+\/Video\s+\d+\.\d\s+\d+\s+exempt/)
  })
})

describe('islands loaded on intent', () => {
  const files: Record<string, string> = {
    '/build/_shared/pdf-viewer.client-ABC123.js':
      'import{a}from"/build/_shared/chunk-REACT.js";import{b}from"/build/_shared/chunk-PDF.js";import"/build/_shared/chunk-CSS.js";',
    '/build/_shared/chunk-PDF.js':
      'import{c}from"/build/_shared/chunk-UTIL.js";const l=()=>import("/build/_shared/lazy-X.js")',
    '/build/_shared/chunk-UTIL.js': 'export const c=1',
    '/build/_shared/chunk-CSS.js': '',
    '/build/_shared/chunk-REACT.js': '',
  }
  const sizes: Record<string, number> = {
    '/build/_shared/pdf-viewer.client-ABC123.js': 1000,
    '/build/_shared/chunk-PDF.js': 300,
    '/build/_shared/chunk-UTIL.js': 20,
    '/build/_shared/chunk-CSS.js': 4,
    '/build/_shared/chunk-REACT.js': 80_000,
  }

  test('are the *.client chunks', () => {
    expect(isIslandChunk('/build/_shared/pdf-viewer.client-ABC123.js')).toBe(true)
    expect(isIslandChunk('/build/_shared/edit-profile.lazy-ABC123.js')).toBe(true)
    expect(isIslandChunk('/build/_shared/chat-live.client-kf8g1z8g.js')).toBe(true)
    expect(isIslandChunk('/build/_shared/chunk-PDF.js')).toBe(false)
    expect(isIslandChunk('/build/routes/_app.specificAppointment-XYZ.js')).toBe(false)
  })

  test('a chunk brings its static imports, not its dynamic ones', () => {
    expect(staticImports(files['/build/_shared/chunk-PDF.js']!, '/build/_shared/chunk-PDF.js')).toEqual([
      '/build/_shared/chunk-UTIL.js',
    ])
  })

  test("imports relative to the module are read as URL paths, as the build's bundler writes them", () => {
    const route =
      'import{a as b}from"../_shared/base-x1.js";import"./_app-y2.js";const c=()=>import("../_shared/z.client-3.js")'
    expect(staticImports(route, '/build/routes/_app.slots-abc.js')).toEqual([
      '/build/_shared/base-x1.js',
      '/build/routes/_app-y2.js',
    ])
  })

  test("cost their chunk plus what they import, transitively, that the page hasn't loaded", () => {
    const island = measureIsland(
      '/build/_shared/pdf-viewer.client-ABC123.js',
      (file) => files[file]!,
      (file) => sizes[file]!,
      new Set(['/build/_shared/chunk-REACT.js']),
    )
    expect(island).toEqual({ name: 'pdf-viewer.client', own: 1000, shared: 324 })
    expect(formatIslands([island]).split('\n')).toEqual([
      'loaded on intent (an island, when the patient opens it)',
      'island             KB sent  with the chunks it brings',
      'pdf-viewer.client      1.0      1.3',
    ])
  })
})

describe('what a page has loaded when it opens an island', () => {
  const sources: Record<string, string> = {
    '/build/manifest-abc.js': '',
    '/build/entry.client-1.js': '',
    '/build/_shared/react-1.js': '',
    '/build/_shared/remix-1.js': '',
    '/build/root-1.js': '',
    '/build/_shared/ui-1.js': '',
    '/build/routes/_app-1.js': '',
    '/build/routes/signin-1.js': '',
    '/build/_shared/form-1.js': '',
    '/build/routes/_app.Video-1.js': '',
    '/build/routes/_index-1.js': '',
    '/build/routes/_app.myappointments-1.js': 'const e=()=>import("../_shared/edit.lazy-a1.js")',
    '/build/_shared/edit.lazy-a1.js': 'import"./edit-deps-1.js";const c=()=>import("./cropper.client-b2.js")',
    '/build/_shared/edit-deps-1.js': '',
    '/build/_shared/cropper.client-b2.js': '',
  }
  const sourceOf = (file: string) => {
    const source = sources[file]
    if (source === undefined) throw new Error(`unexpected file ${file}`)
    return source
  }

  test('reads dynamic imports relative to the module, not static ones', () => {
    expect(dynamicImports(sources['/build/_shared/edit.lazy-a1.js']!, '/build/_shared/edit.lazy-a1.js')).toEqual([
      '/build/_shared/cropper.client-b2.js',
    ])
  })

  test('is the first load of the page that asks for it, with the islands on the way and what they import', () => {
    const page = new Set(firstLoadModules(manifest, 'routes/_app.myappointments'))
    expect(loadedBeforeIsland(manifest, '/build/_shared/edit.lazy-a1.js', sourceOf)).toEqual([page])
    expect(loadedBeforeIsland(manifest, '/build/_shared/cropper.client-b2.js', sourceOf)).toEqual([
      new Set([...page, '/build/_shared/edit.lazy-a1.js', '/build/_shared/edit-deps-1.js']),
    ])
    expect(loadedBeforeIsland(manifest, '/build/_shared/nowhere.client-c3.js', sourceOf)).toEqual([])
  })
})

describe('dictionaryLeaks', () => {
  test('finds Hindi and Kannada texts, but not the language names of the switch', () => {
    const source = 'const names={en:"English",hi:"हिन्दी",kn:"ಕನ್ನಡ"};const t={title:"साइन इन करें",b:"ಸೈನ್ ಇನ್"}'
    expect(dictionaryLeaks(source)).toEqual(['साइन इन करें', 'ಸೈನ್ ಇನ್'])
    expect(dictionaryLeaks('const a="Sign in"')).toEqual([])
  })
})
