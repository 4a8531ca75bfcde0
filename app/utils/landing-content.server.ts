import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { getEnv } from './env.server'

/**
 * The landing variant's texts (issue 3: configurable, not hard-coded for one foundation), read
 * from content/landing.json, or LANDING_CONTENT_FILE. A missing or broken file hides the texts.
 */
const landingSchema = z.object({
  title: z.string().default(''),
  intro: z.string().default(''),
  sponsorsHeading: z.string().default('Supported by'),
  contact: z.object({ heading: z.string(), lines: z.array(z.string()) }).nullish(),
  donorsThanks: z.string().default(''),
  poweredBy: z.string().default(''),
})
export type LandingContent = z.infer<typeof landingSchema>

export async function getLandingContent(): Promise<LandingContent | null> {
  const file = path.resolve(getEnv().LANDING_CONTENT_FILE)
  try {
    const parsed = landingSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
