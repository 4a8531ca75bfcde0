import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { getEnv } from '~/utils/env.server'
import { defaultLocale, type Locale } from '~/utils/language/locale'

/**
 * The landing variant's texts (configurable, not hard-coded for one foundation), read
 * from content/landing.json, or LANDING_CONTENT_FILE; beside it landing.hi.json and landing.kn.json
 * hold them in Hindi and Kannada. A missing or broken file hides the texts (a missing translation
 * falls back to the English, which `lang` then says).
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

export async function getLandingContent(locale: Locale): Promise<(LandingContent & { lang: Locale }) | null> {
  const english = path.resolve(getEnv().LANDING_CONTENT_FILE)
  if (locale !== defaultLocale) {
    const { dir, name, ext } = path.parse(english)
    const translated = await readLanding(path.join(dir, `${name}.${locale}${ext}`))
    if (translated) return { ...translated, lang: locale }
  }
  const content = await readLanding(english)
  return content && { ...content, lang: defaultLocale }
}

async function readLanding(file: string): Promise<LandingContent | null> {
  try {
    const parsed = landingSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
