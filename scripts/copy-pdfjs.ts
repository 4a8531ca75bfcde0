/**
 * Build step: copies pdf.js (its library and its worker, both prebuilt ES modules) from
 * node_modules to public/pdfjs/ at paths that name the version, so they can be cached and the
 * viewer never pairs a library with another version's worker. They are served as they are, not
 * bundled: ADR 28. The copies are generated (public/pdfjs/ is in .gitignore).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const pdfjsDir = dirname(createRequire(join(root, 'package.json')).resolve('pdfjs-dist/package.json'))
const { version } = JSON.parse(readFileSync(join(pdfjsDir, 'package.json'), 'utf8')) as { version: string }
const target = join(root, 'public', 'pdfjs')
mkdirSync(target, { recursive: true })
for (const old of readdirSync(target)) rmSync(join(target, old))
for (const name of ['pdf', 'pdf.worker'])
  copyFileSync(join(pdfjsDir, 'build', `${name}.min.mjs`), join(target, `${name}-${version}.min.mjs`))
console.log(`pdf.js ${version} copied to public/pdfjs/`)
