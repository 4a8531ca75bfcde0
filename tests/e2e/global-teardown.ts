import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'

/** Remove the stand-in's per-run data folder (created in playwright.config.ts). */
export default function globalTeardown() {
  const dir = process.env.E2E_STANDIN_DATA_DIR
  if (dir && dir.startsWith(tmpdir()) && dir.includes('portal-e2e-standin-')) {
    rmSync(dir, { recursive: true, force: true })
  }
}
