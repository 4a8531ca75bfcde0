import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { conditionRoutes } from './conditions.ts'
import { configImageRoutes } from './login-page-images.ts'
import { configReferenceRoutes } from './reference.ts'

/** /config-service: states, cities and languages, the sign-in page's images, conditions. */
export function configService(deps: Deps): Hono {
  return new Hono()
    .route('/', configReferenceRoutes(deps))
    .route('/', configImageRoutes(deps))
    .route('/', conditionRoutes(deps))
}
