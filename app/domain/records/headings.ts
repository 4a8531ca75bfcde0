import { fill, type English } from '~/utils/language/texts'

/**
 * The health record page's title, introduction and first heading: the patient's own record speaks
 * to them ("About you"); a helper's names the patient they help, as the grant names them ("About
 * Asha R.", docs/records.md#a-helpers-reading). Pure.
 */
export function recordHeadings(words: English['recordsMessages'], helped: string | null) {
  if (helped === null)
    return { pageTitle: words.pageTitle, title: words.title, intro: words.intro, about: words.aboutYou }
  const named = (text: string) => fill(text, { name: helped })
  const { forHelper } = words
  return {
    pageTitle: named(forHelper.pageTitle),
    title: named(forHelper.title),
    intro: named(forHelper.intro),
    about: named(forHelper.about),
  }
}
