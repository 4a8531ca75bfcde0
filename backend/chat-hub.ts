import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import { WebSocketServer, type WebSocket } from 'ws'

/** The path of the chat websocket on the stand-in's HTTP server. */
export const CHAT_SOCKET_PATH = '/appointment-service/chat-socket'
/** How long an endpoint address handed to a patient stays valid. */
const TICKET_SECONDS = 12 * 60 * 60

/** A message as the websocket delivers it (docs/rules/chat.md#data: content, role, isLocal; plus id and time). */
/** What the socket sends: the shape of docs/rules/chat.md#data, with no id (the portal must cope without one). */
export interface LiveMessage {
  content: string
  role: 'PATIENT' | 'DOCTOR'
  isLocal: boolean
}

/** A socket's listener: the patient, or a helper by one grant, whose socket lives only as long as it. */
interface Listener {
  appointmentId: number
  grantId: number | null
}

/**
 * The chat's live side: patients connect with the address get-endpoint returned (a signed ticket
 * for one appointment, since the browser never holds the bearer token), and the stand-in pushes
 * each doctor message to the sockets of that appointment. A helper's ticket names their grant:
 * once it is no longer live, their socket is closed instead of sent to. Without a server attached
 * (the in-process msw mount) pushes go nowhere.
 */
export class ChatHub {
  readonly #secret: string
  readonly #grantIsLive: (grantId: number) => boolean
  readonly #sockets = new Map<number, Map<WebSocket, number | null>>()
  #servers: WebSocketServer[] = []

  constructor(secret: string, grantIsLive: (grantId: number) => boolean = () => false) {
    this.#secret = secret
    this.#grantIsLive = grantIsLive
  }

  /** A signed address for one appointment's channel, on the host the caller reached; a helper's names the grant. */
  endpoint(base: URL, appointmentId: number, now: Date, grantId: number | null = null): string {
    const expires = Math.floor(now.getTime() / 1000) + TICKET_SECONDS
    const url = new URL(CHAT_SOCKET_PATH, base)
    url.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:'
    url.searchParams.set('appointment', String(appointmentId))
    url.searchParams.set('expires', String(expires))
    if (grantId !== null) url.searchParams.set('grant', String(grantId))
    url.searchParams.set('ticket', this.#sign(appointmentId, expires, grantId))
    return url.href
  }

  /** Who a socket request may listen as, or null. */
  admit(requestUrl: string, now: Date): Listener | null {
    const url = new URL(requestUrl, 'ws://localhost')
    if (url.pathname !== CHAT_SOCKET_PATH) return null
    const appointmentId = Number(url.searchParams.get('appointment'))
    const expires = Number(url.searchParams.get('expires'))
    const grant = url.searchParams.get('grant')
    const grantId = grant === null ? null : Number(grant)
    const ticket = Buffer.from(url.searchParams.get('ticket') ?? '')
    if (!Number.isInteger(appointmentId) || !Number.isInteger(expires) || expires * 1000 <= now.getTime()) return null
    if (grantId !== null && !(Number.isInteger(grantId) && this.#grantIsLive(grantId))) return null
    const expected = Buffer.from(this.#sign(appointmentId, expires, grantId))
    return ticket.length === expected.length && timingSafeEqual(ticket, expected) ? { appointmentId, grantId } : null
  }

  /** Serve sockets on an HTTP server (upgrade requests to CHAT_SOCKET_PATH). */
  attach(server: Server, now: () => Date): void {
    const wss = new WebSocketServer({ noServer: true })
    this.#servers.push(wss)
    server.on('upgrade', (request: IncomingMessage, socket, head) => {
      const listener = this.admit(request.url ?? '', now())
      if (listener === null) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
        return
      }
      wss.handleUpgrade(request, socket, head, (ws) => this.#join(listener, ws))
    })
  }

  push(appointmentId: number, message: LiveMessage): void {
    const data = JSON.stringify(message)
    for (const [ws, grantId] of this.#sockets.get(appointmentId) ?? []) {
      // 4403: the helper's grant has ended (a close code of the application's own range)
      if (grantId !== null && !this.#grantIsLive(grantId)) ws.close(4403, 'grant ended')
      else ws.send(data)
    }
  }

  close(): void {
    for (const wss of this.#servers) {
      for (const ws of wss.clients) ws.terminate()
      wss.close()
    }
    this.#servers = []
    this.#sockets.clear()
  }

  #join({ appointmentId, grantId }: Listener, ws: WebSocket) {
    let listeners = this.#sockets.get(appointmentId)
    if (!listeners) this.#sockets.set(appointmentId, (listeners = new Map()))
    listeners.set(ws, grantId)
    ws.on('close', () => listeners.delete(ws))
  }

  #sign(appointmentId: number, expires: number, grantId: number | null): string {
    return createHmac('sha256', this.#secret)
      .update(`chat:${appointmentId}:${expires}:${grantId ?? ''}`)
      .digest('base64url')
  }
}
