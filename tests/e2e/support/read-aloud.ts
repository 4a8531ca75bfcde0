/**
 * What a screen reader reads of an element in browse mode: Chromium's own text pieces under it (the
 * accessibility tree's StaticText nodes, as laid out), joined as they come. Playwright's accessible names are
 * computed by Playwright and put spaces between pieces itself; this shows a space lost in layout
 * ('Join Callwith Dr …'), which is what a patient hears.
 */
import type { Page } from '@playwright/test'

type AXNode = {
  nodeId: string
  ignored: boolean
  role?: { value: string }
  name?: { value: string }
  childIds?: string[]
  backendDOMNodeId?: number
}

/** The text read aloud of each element matching `selector`, in document order. */
export async function readAloud(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Accessibility.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] }
    const byId = new Map(nodes.map((n) => [n.nodeId, n]))
    // a plain span is an ignored node whose text is still read; text under aria-hidden is ignored itself
    const text = (node: AXNode | undefined): string => {
      if (!node) return ''
      if (node.role?.value === 'StaticText') return node.ignored ? '' : (node.name?.value ?? '')
      return (node.childIds ?? []).map((id) => text(byId.get(id))).join('')
    }
    const read: string[] = []
    for (const nodeId of nodeIds) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId })
      read.push(text(nodes.find((n) => n.backendDOMNodeId === node.backendNodeId)))
    }
    return read
  } finally {
    await cdp.detach()
  }
}
