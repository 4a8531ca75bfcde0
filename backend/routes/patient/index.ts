import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { accountRoutes } from './account.ts'
import { helperRoutes } from './helpers.ts'
import { helpingRoutes } from './helping.ts'
import { identityRoutes } from './identity.ts'
import { notificationRoutes } from './notifications.ts'
import { profileRoutes } from './profile.ts'
import { reminderPreferenceRoutes } from './reminder-preferences.ts'
import { summaryRoutes } from './summary.ts'

/** /patient-service: sign-in and the account, registration and passwords, the profile, notifications, helpers, reminder preferences, the patient summary. */
export function patientService(deps: Deps): Hono {
  return new Hono()
    .route('/', accountRoutes(deps))
    .route('/', identityRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/', helperRoutes(deps))
    .route('/', helpingRoutes(deps))
    .route('/', reminderPreferenceRoutes(deps))
    .route('/', summaryRoutes(deps))
}
