import { describe, expect, it } from 'vitest'
import {
  attachmentProblem,
  CHAT_FILE_MAX_BYTES,
  chatFileKind,
  chatLinkText,
  hasPrescription,
  isChatOpen,
  mergeChat,
  messageToSend,
  previewKind,
} from './chat'

const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)))

describe('chat rules', () => {
  it('CANCELED and CLOSED end the chat; the link reads View Messages only when CLOSED', () => {
    expect(['SCHEDULED', 'RUNNING', 'CLOSED', 'CANCELED'].map(isChatOpen)).toEqual([true, true, false, false])
    expect(chatLinkText('SCHEDULED')).toBe('Send Message')
    expect(chatLinkText('CANCELED')).toBe('Send Message')
    expect(chatLinkText('CLOSED')).toBe('View Messages')
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
  })

  it("attachment problems carry the spec's messages, size limit inclusive", () => {
    expect(attachmentProblem(null)).toBe('Please select a file to upload.')
    expect(attachmentProblem({ size: CHAT_FILE_MAX_BYTES, kind: 'pdf' })).toBeNull()
    expect(attachmentProblem({ size: CHAT_FILE_MAX_BYTES + 1, kind: 'pdf' })).toBe(
      'File size is more than allowed limit',
    )
    expect(attachmentProblem({ size: 10, kind: null })).toBe('Kindly upload the valid file.')
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
