import { rmdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'

/**
 * Remove the stand-in's and the single portals' per-run data folders (created in playwright.config.ts). The cluster's
 * folder is the cluster script's to remove (CLUSTER_REMOVE_DIR), as it is still running now;
 * here it goes only if it is empty (no cluster ran).
 */
export default function globalTeardown() {
  for (const [dir, kind] of [
    [process.env.E2E_STANDIN_DATA_DIR, 'portal-e2e-standin-'],
    [process.env.E2E_PORTAL_DATA_DIR, 'portal-e2e-portal-'],
  ] as const) {
    if (dir && dir.startsWith(tmpdir()) && dir.includes(kind)) rmSync(dir, { recursive: true, force: true })
  }
  const clusterDir = process.env.E2E_CLUSTER_DIR
  if (clusterDir && clusterDir.startsWith(tmpdir()) && clusterDir.includes('portal-e2e-cluster-')) {
    try {
      rmdirSync(clusterDir)
    } catch {
      // not empty: the cluster's
    }
  }
}
