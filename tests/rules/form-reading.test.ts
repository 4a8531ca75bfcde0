import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Every action reads its request's form through readForm (app/utils/request/form.server.ts,
 * ADR 109), so a body the parser can't read is the client's 400, never a 500: ESLint refuses
 * `request.formData()` elsewhere in app/, replayed here. A component's `useNavigation().formData`
 * (the browser's pending form) is not a request's and stays allowed.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: root })

// ESLint reads its config and loads the plugins on its first lint: done once, with room for a busy machine
beforeAll(() => eslint.lintText('', { filePath: 'app/routes/probe.ts' }).then(() => undefined), 30_000)

const READ_FORM = /Read a request's form with readForm \(app\/utils\/request\/form\.server\.ts\)/

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message)
}

describe("a request's form", () => {
  it.each([
    ['app/routes/probe.tsx', 'export const action = async ({ request }: { request: Request }) => request.formData()\n'],
    ['app/areas/probe.server.ts', 'export const read = (request: Request) => request.clone().formData()\n'],
    ['app/utils/request/probe.server.ts', 'export const read = (request: Request) => request.formData()\n'],
  ])('%s may not read it with formData()', async (filePath, code) => {
    const found = await refusals(filePath, code)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(READ_FORM)
  })

  it("is read with readForm; the browser's pending form is a component's own", async () => {
    const action = [
      "import { readForm } from '~/utils/request/form.server'",
      'export const action = async ({ request }: { request: Request }) => readForm(request)',
      '',
    ].join('\n')
    expect(await refusals('app/routes/probe.tsx', action)).toEqual([])
    const pending = [
      "import { useNavigation } from '@remix-run/react'",
      'export const usePending = () => useNavigation().formData',
      '',
    ].join('\n')
    expect(await refusals('app/ui/probe.tsx', pending)).toEqual([])
  })
})
