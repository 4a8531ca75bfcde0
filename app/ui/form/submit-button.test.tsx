import type { MouseEvent, ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { SubmitButton } from './submit-button'

/** A press as React hands it to the button's onClick: only what the button reads. */
function press(element: ReactElement<{ onClick: (event: MouseEvent<HTMLButtonElement>) => void }>) {
  const event = { preventDefault: vi.fn() }
  element.props.onClick(event as unknown as MouseEvent<HTMLButtonElement>)
  return event
}

describe('SubmitButton: pending keeps the focus and holds the press (ADR 80)', () => {
  it('pending, it is aria-disabled, never disabled, so it keeps the focus', () => {
    const html = renderToString(<SubmitButton pending>SUBMIT</SubmitButton>)
    expect(html).toBe('<button type="submit" aria-disabled="true">SUBMIT</button>')
  })

  it('idle, it is a plain submit button; disabled only when the page says it may not be used yet', () => {
    expect(renderToString(<SubmitButton pending={false}>SUBMIT</SubmitButton>)).toBe(
      '<button type="submit">SUBMIT</button>',
    )
    expect(
      renderToString(
        <SubmitButton pending={false} disabled>
          PROCEED
        </SubmitButton>,
      ),
    ).toBe('<button type="submit" disabled="">PROCEED</button>')
  })

  it('a press while pending sends nothing: its default (the submit) is prevented, its own handler not run', () => {
    const onClick = vi.fn()
    const event = press(SubmitButton({ pending: true, onClick, children: 'SUBMIT' }) as never)
    expect(event.preventDefault).toHaveBeenCalledOnce()
    expect(onClick).not.toHaveBeenCalled()
  })

  it('a press while idle submits: nothing prevented, its own handler run', () => {
    const onClick = vi.fn()
    const event = press(SubmitButton({ pending: false, onClick, children: 'SUBMIT' }) as never)
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(onClick).toHaveBeenCalledOnce()
  })
})
