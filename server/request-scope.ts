import type { RequestHandler } from 'express'
import { inRequestScope } from '../app/utils/request-scope.server.ts'

/** Every request is handled inside its own request scope (app/utils/request-scope.server.ts). */
export const requestScope: RequestHandler = (_req, _res, next) => inRequestScope(next)
