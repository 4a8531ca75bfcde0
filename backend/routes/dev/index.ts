import { Hono } from 'hono'
import type { ChatHub } from '../../chat-hub.ts'
import type { Deps } from '../../config.ts'
import { devChatRoutes } from './chat.ts'
import { devConsultationRoutes } from './consultation.ts'
import { devHelperRoutes } from './helpers.ts'
import { devIdentityRoutes } from './identity.ts'
import { devStoreRoutes } from './store.ts'

/** /dev: controls for demos and tests (the store, accounts and sign-in images, the doctor's side, the hospital's staff for helpers). */
export function devService(deps: Deps, chatHub: ChatHub): Hono {
  return new Hono()
    .route('/', devStoreRoutes(deps))
    .route('/', devIdentityRoutes(deps))
    .route('/', devChatRoutes(deps, chatHub))
    .route('/', devConsultationRoutes(deps))
    .route('/', devHelperRoutes(deps))
}
