import { describe, expect, it } from 'vitest'
import { recordsMessages as en } from '~/messages/records/en'
import { recordsMessages as hi } from '~/messages/records/hi'
import { recordsMessages as kn } from '~/messages/records/kn'
import type { English } from '~/utils/language/texts'
import { recordHeadings } from './headings'

const words = (texts: unknown) => texts as English['recordsMessages']

describe("the health record's headings", () => {
  it('speak to the patient reading their own record', () => {
    expect(recordHeadings(en, null)).toEqual({
      pageTitle: 'My health record | Patient Portal',
      title: 'My health record',
      intro:
        'What you told us when booking, your visits, prescriptions and documents, in one place. Print it, or download it as a file another hospital can read.',
      about: 'About you',
    })
  })

  it('name the patient to a helper, in each language', () => {
    expect(recordHeadings(en, 'Asha V.')).toEqual({
      pageTitle: "Asha V.'s health record | Patient Portal",
      title: "Asha V.'s health record",
      intro:
        'What Asha V. told the hospital when booking, their visits and prescriptions, in one place. Print it, or download it as a file another hospital can read.',
      about: 'About Asha V.',
    })
    expect(recordHeadings(words(hi), 'Asha V.')).toMatchObject({
      title: 'Asha V. का स्वास्थ्य रिकॉर्ड',
      about: 'Asha V. के बारे में',
    })
    expect(recordHeadings(words(kn), 'Asha V.')).toMatchObject({
      title: 'Asha V. ಅವರ ಆರೋಗ್ಯ ದಾಖಲೆ',
      about: 'Asha V. ಅವರ ಬಗ್ಗೆ',
    })
  })
})
