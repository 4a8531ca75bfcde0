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

/**
 * The chat's live side: patients connect with the address get-endpoint returned (a signed ticket
 * for one appointment, since the browser never holds the bearer token), and the stand-in pushes
 * each doctor message to the sockets of that appointment. Without a server attached (the
 * in-process msw mount) pushes go nowhere.
 */
export class ChatHub {
  readonly #secret: string
  readonly #sockets = new Map<number, Set<WebSocket>>()
  #servers: WebSocketServer[] = []

  constructor(secret: string) {
    this.#secret = secret
  }

  /** A signed address for one appointment's channel, on the host the caller reached. */
  endpoint(base: URL, appointmentId: number, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + TICKET_SECONDS
    const url = new URL(CHAT_SOCKET_PATH, base)
    url.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:'
    url.searchParams.set('appointment', String(appointmentId))
    url.searchParams.set('expires', String(expires))
    url.searchParams.set('ticket', this.#sign(appointmentId, expires))
    return url.href
  }

  /** The appointment a socket request may listen to, or null. */
  admit(requestUrl: string, now: Date): number | null {
    const url = new URL(requestUrl, 'ws://localhost')
    if (url.pathname !== CHAT_SOCKET_PATH) return null
    const appointmentId = Number(url.searchParams.get('appointment'))
    const expires = Number(url.searchParams.get('expires'))
    const ticket = Buffer.from(url.searchParams.get('ticket') ?? '')
    if (!Number.isInteger(appointmentId) || !Number.isInteger(expires) || expires * 1000 <= now.getTime()) return null
    const expected = Buffer.from(this.#sign(appointmentId, expires))
    return ticket.length === expected.length && timingSafeEqual(ticket, expected) ? appointmentId : null
  }

  /** Serve sockets on an HTTP server (upgrade requests to CHAT_SOCKET_PATH). */
  attach(server: Server, now: () => Date): void {
    const wss = new WebSocketServer({ noServer: true })
    this.#servers.push(wss)
    server.on('upgrade', (request: IncomingMessage, socket, head) => {
      const appointmentId = this.admit(request.url ?? '', now())
      if (appointmentId === null) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
        return
      }
      wss.handleUpgrade(request, socket, head, (ws) => this.#join(appointmentId, ws))
    })
  }

  push(appointmentId: number, message: LiveMessage): void {
    const data = JSON.stringify(message)
    for (const ws of this.#sockets.get(appointmentId) ?? []) ws.send(data)
  }

  close(): void {
    for (const wss of this.#servers) {
      for (const ws of wss.clients) ws.terminate()
      wss.close()
    }
    this.#servers = []
    this.#sockets.clear()
  }

  #join(appointmentId: number, ws: WebSocket) {
    let set = this.#sockets.get(appointmentId)
    if (!set) this.#sockets.set(appointmentId, (set = new Set()))
    set.add(ws)
    ws.on('close', () => set.delete(ws))
  }

  #sign(appointmentId: number, expires: number): string {
    return createHmac('sha256', this.#secret).update(`chat:${appointmentId}:${expires}`).digest('base64url')
  }
}
