import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { prescriptionRoutes } from './prescription.ts'
import { videoRoutes } from './video.ts'

/** /consultation-service: the prescription report, the video consultation and its guest. */
export function consultationService(deps: Deps): Hono {
  return new Hono().route('/', prescriptionRoutes(deps)).route('/', videoRoutes(deps))
}
