import { fill, type English } from '~/utils/language/texts'

/**
 * The health record page's title, introduction and first heading: the patient's own record speaks
 * to them ("About you"); a helper's names the patient they help, as the grant names them ("About
 * Asha R.", docs/records.md#a-helpers-reading). Pure.
 */
export function recordHeadings(words: English['recordsMessages'], helped: string | null) {
  if (helped === null)
    return {
      pageTitle: words.pageTitle,
      title: words.title,
      intro: words.intro,
      about: words.aboutYou,
      failed: words.recordFailed,
    }
  const named = (text: string) => fill(text, { name: helped })
  const { forHelper } = words
  return {
    pageTitle: named(forHelper.pageTitle),
    title: named(forHelper.title),
    intro: named(forHelper.intro),
    about: named(forHelper.about),
    failed: forHelper.notes.recordFailed,
  }
}

/**
 * The words the record's items are described in, on the page and in the file's narratives: the
 * patient's own speak to them ("You told us when booking"); a helper's of the patient ("Told the
 * hospital when booking"), without a name, as a note sits beside many items. Pure.
 */
export function recordWords(words: English['recordsMessages'], helping: boolean): English['recordsMessages'] {
  // typed as the English texts, as every language's are (their words differ, their shape does not)
  return helping ? ({ ...words, ...words.forHelper.notes } as unknown as English['recordsMessages']) : words
}
