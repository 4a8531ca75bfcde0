import { useLocale } from '~/utils/language/texts'

/**
 * The hospital's services write in English (their error messages, the languages' names): on a
 * Hindi or Kannada page such a text carries `lang="en"`, so a screen reader reads it as English.
 */
export function useServicesLang(): 'en' | undefined {
  return useLocale() === 'en' ? undefined : 'en'
}
