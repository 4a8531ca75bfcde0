import { existsSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { RequestHandler } from 'express'

/** The encodings the build writes beside each browser file (scripts/precompress.ts), the better first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** Whether an Accept-Encoding header takes an encoding (named, and not with q=0). */
export function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    return name!.trim() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
  })
}

/**
 * Sends a browser file of `dir` as the build compressed it, brotli or gzip as the browser takes
 * it, for the static handler after it to serve: every script and style arrives compressed, the
 * smallest files too, and no CPU is spent compressing them per request.
 */
export function precompressed(dir: string): RequestHandler {
  // only the files found are remembered: a client asking for names that do not exist grows nothing
  const found = new Set<string>()
  const exists = (file: string) => found.has(file) || (existsSync(file) && found.add(file).has(file))
  return (req, res, next) => {
    const type = TYPES[extname(req.path)]
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
    res.vary('Accept-Encoding')
    const encoding = ENCODINGS.find(
      (e) => accepts(req.get('accept-encoding'), e.name) && exists(join(dir, `${req.path}${e.suffix}`)),
    )
    if (!encoding) return next()
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', encoding.name)
    req.url = req.url.replace(/^[^?]*/, (path) => `${path}${encoding.suffix}`)
    next()
  }
}
