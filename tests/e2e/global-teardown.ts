import { rmdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'

/**
 * Remove the stand-in's per-run data folder (created in playwright.config.ts). The cluster's
 * folder is the cluster script's to remove (CLUSTER_REMOVE_DIR), as it is still running now;
 * here it goes only if it is empty (no cluster ran).
 */
export default function globalTeardown() {
  const dir = process.env.E2E_STANDIN_DATA_DIR
  if (dir && dir.startsWith(tmpdir()) && dir.includes('portal-e2e-standin-')) {
    rmSync(dir, { recursive: true, force: true })
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
