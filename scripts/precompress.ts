/**
 * Build step: writes each browser file of public/build/ and public/pdfjs/ again, compressed once
 * with brotli (quality 11) and gzip (level 9), beside it (`x.js.br`, `x.js.gz`). The server sends
 * the one the browser takes (server/precompressed.ts): smaller than compressing at each request,
 * at no CPU per request, and small files compressed too. The copies are generated, like the folders.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = fileURLToPath(new URL('../', import.meta.url))
export const COMPRESSED = /\.(js|mjs|css)$/

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : COMPRESSED.test(e.name) ? [join(dir, e.name)] : [],
  )
}

let count = 0
for (const file of ['build', 'pdfjs'].flatMap((dir) => files(join(root, 'public', dir)))) {
  const content = readFileSync(file)
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  count++
}
console.log(`${count} browser files compressed (brotli and gzip) beside them`)
