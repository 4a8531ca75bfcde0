import { useRef, useState, type FormEvent } from 'react'
import { CHAT_ACCEPT, CHAT_FILE_MAX_BYTES, CHAT_MAX_CHARS, messageToSend } from '~/domain/chat'
import { CsrfField } from '~/ui/form/csrf-field'
import { useTexts } from '~/utils/language/texts'
import { ChatInput } from './chat-input'
import type { Failure } from './use-chat'

type FormsProps = {
  appointmentId: number
  /** the history is here and JavaScript runs: the forms post in place */
  ready: boolean
  problem: Failure | null
  /** what the page was sent back with after a post without JavaScript */
  failure: Failure | null
  setProblem: (problem: Failure | null) => void
  send: (content: string) => void
  upload: (file: File) => Promise<string | null>
}

/**
 * The send and upload forms. Without JavaScript they post to the page and come back with the
 * outcome; with it they post in place, checked here first.
 */
export function ChatForms({ appointmentId, ready, problem, failure, setProblem, send, upload }: FormsProps) {
  const text = useTexts('chatMessages')
  const [sizeNote, setSizeNote] = useState<string | null>(null)
  const messageRef = useRef<HTMLInputElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const action = `?appointmentId=${appointmentId}#chat`

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = messageRef.current
    if (!input || !ready) return
    const content = messageToSend(input.value)
    if (!content) {
      setProblem({ field: 'message', error: text.blank })
      input.focus()
      return
    }
    setProblem(null)
    setSizeNote(null)
    input.value = ''
    send(content)
  }

  /** A refused file: its field takes focus, so the error is heard once, with the field's name. */
  const refuseFile = (error: string) => {
    setProblem({ field: 'file', error })
    fileRef.current?.focus()
  }

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = fileRef.current?.files?.[0]
    if (!file) return refuseFile(text.noFile)
    if (file.size > CHAT_FILE_MAX_BYTES) {
      // docs/rules/chat.md#errors puts this one in the message box's placeholder; the error line says it too
      setSizeNote(text.tooLarge)
      return refuseFile(text.tooLarge)
    }
    if (!/\.(pdf|png|jpe?g|docx)$/i.test(file.name)) return refuseFile(text.invalidFile)
    setProblem(null)
    setSizeNote(null)
    const refused = await upload(file)
    if (refused) return refuseFile(refused)
    if (fileRef.current) fileRef.current.value = ''
  }

  return (
    <>
      <form method="post" action={action} className="chat__send" onSubmit={onSend}>
        <CsrfField />
        <ChatInput
          id="chat-message"
          label={text.messageLabel}
          hint={text.messageHint}
          error={problem?.field === 'message' ? problem.error : null}
          inputRef={messageRef}
          button={text.send}
          primary
          ready={ready}
          input={{
            name: 'message',
            type: 'text',
            autoComplete: 'off',
            maxLength: CHAT_MAX_CHARS,
            defaultValue: failure?.field === 'message' ? failure.value : undefined,
            placeholder: sizeNote ?? undefined,
          }}
        />
      </form>
      <form method="post" encType="multipart/form-data" action={action} className="chat__upload" onSubmit={onUpload}>
        <CsrfField />
        <ChatInput
          id="chat-file"
          label={text.attachLabel}
          hint={text.attachHint}
          error={problem?.field === 'file' ? problem.error : null}
          inputRef={fileRef}
          button={text.upload}
          input={{ name: 'file', type: 'file', accept: CHAT_ACCEPT }}
        />
      </form>
    </>
  )
}
