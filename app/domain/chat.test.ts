import { describe, expect, it } from 'vitest'
import { chatMessages as text } from '~/messages/chat/en'
import {
  CHAT_FILE_MAX_BYTES,
  chatFileKind,
  chatFileProblem,
  chatLinkText,
  hasPrescription,
  isChatOpen,
  liveChatEntry,
  mergeChat,
  messageToSend,
  previewKind,
} from './chat'

const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)))

describe('chat rules', () => {
  it('CANCELED and CLOSED end the chat; the link reads View Messages only when CLOSED', () => {
    expect(['SCHEDULED', 'RUNNING', 'CLOSED', 'CANCELED'].map(isChatOpen)).toEqual([true, true, false, false])
    expect(chatLinkText('SCHEDULED', text)).toBe('Send Message')
    expect(chatLinkText('CANCELED', text)).toBe('Send Message')
    expect(chatLinkText('CLOSED', text)).toBe('View Messages')
  })

  it('the prescription needs a CLOSED appointment with a consultation', () => {
    expect(hasPrescription({ status: 'CLOSED', consultationId: 4 })).toBe(true)
    expect(hasPrescription({ status: 'CLOSED', consultationId: null })).toBe(false)
    expect(hasPrescription({ status: 'RUNNING', consultationId: 4 })).toBe(false)
  })

  it('refuses blank messages and cuts at 100 characters', () => {
    expect(messageToSend('   ')).toBeNull()
    expect(messageToSend('')).toBeNull()
    expect(messageToSend('  hello ')).toBe('hello')
    expect(messageToSend('a'.repeat(150))).toBe('a'.repeat(100))
  })

  it('knows pdf, png, jpeg and docx by their bytes', () => {
    expect(chatFileKind('a.pdf', bytes('%PDF-1.7'))).toBe('pdf')
    expect(chatFileKind('a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('png')
    expect(chatFileKind('a.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(chatFileKind('a.docx', bytes('PK\x03\x04'))).toBe('docx')
    expect(chatFileKind('a.zip', bytes('PK\x03\x04'))).toBeNull()
    expect(chatFileKind('a.pdf', bytes('hello'))).toBeNull()
    // a HEIC photo is an upload the profile takes, not the chat
    expect(chatFileKind('a.heic', bytes('\0\0\0\x18ftypheic'))).toBeNull()
  })

  it("attachment problems carry the rules' messages, size limit inclusive", () => {
    expect(chatFileProblem(null, text)).toBe('Please select a file to upload.')
    expect(chatFileProblem({ size: CHAT_FILE_MAX_BYTES, kind: 'pdf' }, text)).toBeNull()
    expect(chatFileProblem({ size: CHAT_FILE_MAX_BYTES + 1, kind: 'pdf' }, text)).toBe(
      'File size is more than allowed limit',
    )
    expect(chatFileProblem({ size: 10, kind: null }, text)).toBe('Kindly upload the valid file.')
  })

  it('previews pdf and images, not Word', () => {
    expect(previewKind('x.PDF')).toBe('pdf')
    expect(previewKind('x.jpeg')).toBe('image')
    expect(previewKind('x.docx')).toBe('none')
  })

  it('merges messages and files oldest first without duplicates', () => {
    const merged = mergeChat([
      { kind: 'message', id: 2, role: 'DOCTOR', content: 'b', createdDate: '2026-01-01T10:02:00Z' },
      { kind: 'file', id: 2, role: 'PATIENT', name: 'x.pdf', createdDate: '2026-01-01T10:01:00Z' },
      { kind: 'message', id: 2, role: 'DOCTOR', content: 'b', createdDate: '2026-01-01T10:02:00Z' },
    ])
    expect(merged.map((e) => `${e.kind}-${e.id}`)).toEqual(['file-2', 'message-2'])
  })
})

// The socket message of docs/rules/chat.md#data is {content, role, isLocal}, with no id
describe('live chat messages', () => {
  const now = '2026-01-01T10:05:00.000Z'
  it('keeps a socket message without an id, under a provisional id; the sender from role, else isLocal', () => {
    expect(liveChatEntry(JSON.stringify({ content: 'Take rest', role: 'DOCTOR', isLocal: false }), -1, now)).toEqual({
      kind: 'message',
      id: -1,
      provisional: true,
      content: 'Take rest',
      role: 'DOCTOR',
      createdDate: now,
    })
    expect(liveChatEntry(JSON.stringify({ content: 'Thanks', isLocal: true }), -2, now)).toMatchObject({
      role: 'PATIENT',
      id: -2,
    })
    expect(liveChatEntry(JSON.stringify({ id: 7, content: 'Hi', role: 'doctor' }), -3, now)).toEqual({
      kind: 'message',
      id: 7,
      content: 'Hi',
      role: 'DOCTOR',
      createdDate: now,
    })
    expect(liveChatEntry(JSON.stringify({ content: 'who?' }), -4, now)).toBeNull()
    expect(liveChatEntry('not json', -5, now)).toBeNull()
  })

  it('drops the provisional message once the stored one arrives, not an older one with the same words', () => {
    const live = liveChatEntry(JSON.stringify({ content: 'ok', role: 'DOCTOR', isLocal: false }), -1, now)
    if (!live) throw new Error('expected an entry')
    const older = {
      kind: 'message',
      id: 3,
      role: 'DOCTOR',
      content: 'ok',
      createdDate: '2026-01-01T09:00:00Z',
    } as const
    expect(mergeChat([older, live]).map((e) => e.id)).toEqual([3, -1])
    const stored = { ...older, id: 9, createdDate: '2026-01-01T10:04:59Z' }
    expect(mergeChat([older, live, stored]).map((e) => e.id)).toEqual([3, 9])
  })
})
