import { describe, expect, it } from 'vitest'
import { profileActionMessages as notices, profileMessages as photoTexts } from '~/messages/profile/en'
import { megabytes } from '../common/uploads'
import { documentUploadProblem, photoUploadProblem } from './uploads'

const MB = 1024 * 1024

describe('document upload rules (docs/rules/profile.md#validation)', () => {
  const pdf = (size = 1000) => ({ name: 'a.pdf', size, kind: 'pdf' as const })
  it('accepts up to 5 files of 4 MB for Govt Id and Address Proof', () => {
    expect(documentUploadProblem('GOVT', [pdf(4 * MB)], 4, notices)).toBeNull()
  })
  it("answers with the rules' messages, first failure wins", () => {
    expect(documentUploadProblem('GOVT', [], 0, notices)).toBe(' Please select a file to upload.')
    expect(documentUploadProblem('GOVT', Array(6).fill(pdf()), 0, notices)).toBe(' Too many files.')
    expect(documentUploadProblem('ADDRESS', [pdf(), pdf()], 4, notices)).toBe(' Maximum file upload counts exceeds.')
    expect(documentUploadProblem('GOVT', [pdf(0)], 0, notices)).toBe('File size is too small.')
    expect(documentUploadProblem('GOVT', [pdf(4 * MB + 1)], 0, notices)).toBe('File size is more than allowed limit.')
    expect(documentUploadProblem('GOVT', [{ name: 'a.heic', size: 10, kind: 'heic' }], 0, notices)).toBe(
      ' Kindly upload the valid file.',
    )
    expect(documentUploadProblem('GOVT', [{ name: 'a.pdf', size: 10, kind: null }], 0, notices)).toBe(
      ' Kindly upload the valid file.',
    )
  })
  it('takes 10 MB for medical records, and no HEIC left unconverted (ADR 51)', () => {
    expect(
      documentUploadProblem('MEDICALHISTORY', [{ name: 'a.jpg', size: 10 * MB, kind: 'jpeg' }], 0, notices),
    ).toBeNull()
    expect(documentUploadProblem('MEDICALHISTORY', [{ name: 'a.heic', size: 10, kind: 'heic' }], 0, notices)).toBe(
      ' Kindly upload the valid file.',
    )
    expect(documentUploadProblem('MEDICALHISTORY', [pdf(10 * MB + 1)], 0, notices)).toBe(
      'File size is more than allowed limit.',
    )
  })
})

describe('photo rules', () => {
  it('takes png or jpeg up to 4 MB and names the size otherwise', () => {
    expect(photoUploadProblem({ name: 'a.png', size: 100, kind: 'png' }, photoTexts)).toBeNull()
    expect(photoUploadProblem({ name: 'a.pdf', size: 100, kind: 'pdf' }, photoTexts)).toBe('Kindly upload valid file')
    expect(photoUploadProblem(null, photoTexts)).toBe('Kindly upload valid file')
    expect(photoUploadProblem({ name: 'a.jpg', size: 5 * MB, kind: 'jpeg' }, photoTexts)).toBe(
      '5.00 MB exceeding max file size 4MB',
    )
    expect(megabytes(4.5 * MB)).toBe('4.50')
  })
})
