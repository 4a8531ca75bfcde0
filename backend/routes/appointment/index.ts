import { Hono } from 'hono'
import type { ChatHub } from '../../chat-hub.ts'
import type { Deps } from '../../config.ts'
import { appointmentRoutes } from './appointments.ts'
import { bookingRoutes } from './booking.ts'
import { chatRoutes } from './chat.ts'
import { reminderLinkRoutes } from './reminder-links.ts'

/**
 * /appointment-service: the patient's appointments, their chat, booking. The chat comes before
 * booking: both take POST appointments/{id}/documents, and the chat's handler hands
 * fileType=CONSULTATION on to booking's (a request without a fileType gets the chat's 400).
 */
export function appointmentService(deps: Deps, chatHub: ChatHub): Hono {
  return new Hono()
    .route('/', appointmentRoutes(deps))
    .route('/', chatRoutes(deps, chatHub))
    .route('/', bookingRoutes(deps))
    .route('/', reminderLinkRoutes(deps))
}
