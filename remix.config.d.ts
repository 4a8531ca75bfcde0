import type { AppConfig } from '@remix-run/dev'
import type { English } from '~/utils/language/texts'

/**
 * The types of remix.config.js, which Node reads as plain JavaScript: the URL table the app's
 * shared route modules read (app/routes-shared/url-table.ts).
 */
export declare const urlTable: {
  staticPages: Record<string, keyof English['staticPageMessages']>
  redirects: Record<string, string>
  profileAliases: Record<string, string>
  resources: Record<string, string>
}

declare const config: AppConfig
export default config
