/**
 * Build step: copies pdf.js's worker (legacy build, a prebuilt ES module) from node_modules to
 * public/pdfjs/ at a path that names the version, so it can be cached and the viewer never pairs
 * react-pdf's pdf.js with another version's worker. The library itself is bundled with react-pdf
 * into the viewer's chunk (ADR 28). The copy is generated (public/pdfjs/ is in .gitignore).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
// the pdf.js react-pdf imports, which tsconfig.json's paths point at its legacy build
const fromReactPdf = createRequire(createRequire(join(root, 'package.json')).resolve('react-pdf'))
const pdfjsDir = realpathSync(dirname(fromReactPdf.resolve('pdfjs-dist/package.json')))
if (pdfjsDir !== realpathSync(join(root, 'node_modules', 'pdfjs-dist')))
  throw new Error(`react-pdf uses the pdf.js in ${pdfjsDir}, not node_modules/pdfjs-dist, which the bundle aliases`)
const { version } = JSON.parse(readFileSync(join(pdfjsDir, 'package.json'), 'utf8')) as { version: string }
const target = join(root, 'public', 'pdfjs')
mkdirSync(target, { recursive: true })
for (const old of readdirSync(target)) rmSync(join(target, old))
copyFileSync(join(pdfjsDir, 'legacy', 'build', 'pdf.worker.min.mjs'), join(target, `pdf.worker-${version}.min.mjs`))
console.log(`pdf.js ${version} worker copied to public/pdfjs/`)
