/**
 * Build step: copies pdf.js's worker from node_modules to public/pdfjs/ at a path that names its
 * version, so it can be cached for long and the viewer never loads a mismatched worker.
 * The copy is generated (public/pdfjs/ is in .gitignore).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
// the pdfjs-dist that react-pdf itself resolves
const fromReactPdf = createRequire(createRequire(join(root, 'package.json')).resolve('react-pdf'))
const pdfjsDir = dirname(fromReactPdf.resolve('pdfjs-dist/package.json'))
const { version } = JSON.parse(readFileSync(join(pdfjsDir, 'package.json'), 'utf8')) as { version: string }
const target = join(root, 'public', 'pdfjs')
mkdirSync(target, { recursive: true })
for (const old of readdirSync(target)) rmSync(join(target, old))
copyFileSync(join(pdfjsDir, 'build', 'pdf.worker.min.mjs'), join(target, `pdf.worker-${version}.min.mjs`))
console.log(`pdf.js worker ${version} copied to public/pdfjs/`)
