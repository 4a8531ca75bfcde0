import { useLocation } from '@remix-run/react'
import { pageSearch } from '~/domain/common/paging'
import { DOCUMENT_ACCEPT, DOCUMENT_TYPES, documentPageKey, type DocumentType } from '~/domain/profile/uploads'
import { Link } from '~/ui/navigation/link'
import { Pagination } from '~/ui/navigation/pagination'
import { fill, useTexts } from '~/utils/language/texts'
import { DocumentUploadForm } from './document-upload-form'
import type { LoadedProfile } from './profile.server'

/**
 * What the section offers: the patient's read-only profile opens each document, edit mode adds
 * Delete and an upload form, and a helper holding `documents` gets the names and the upload forms
 * only (docs/helpers.md).
 */
export type DocumentsMode = 'view' | 'edit' | 'upload'

/** The profile's documents, a list per type (docs/rules/profile.md#screens), 10 a page each. */
export function DocumentsSection({
  documents,
  failed,
  base,
  mode,
}: {
  documents: LoadedProfile['documents']
  /** what a list that could not be loaded says */
  failed: string | null
  base: string
  mode: DocumentsMode
}) {
  // a helper's page has no profile above the documents: one level higher, so no heading level is skipped
  const Title = mode === 'upload' ? 'h2' : 'h3'
  return (
    <>
      <Title>{useTexts('profileScreen').documentsTitle}</Title>
      {DOCUMENT_TYPES.map((type) => (
        <DocumentList key={type} type={type} documents={documents[type]} failed={failed} base={base} mode={mode} />
      ))}
    </>
  )
}

function DocumentList({
  type,
  documents,
  failed,
  base,
  mode,
}: {
  type: DocumentType
  documents: LoadedProfile['documents'][DocumentType]
  failed: string | null
  base: string
  mode: DocumentsMode
}) {
  const profileScreen = useTexts('profileScreen')
  const title = useTexts('profileDocumentTitles')[type]
  const headingId = `documents-${type}`
  const Heading = mode === 'upload' ? 'h3' : 'h4'
  const search = useLocation().search
  return (
    <section aria-labelledby={headingId} className="profile__documents">
      <Heading id={headingId}>{title}</Heading>
      {documents === null ? (
        <p className="notice">{failed}</p>
      ) : documents.items.length === 0 ? (
        <p>{profileScreen.noDocuments}</p>
      ) : (
        <ul>
          {documents.items.map((d) => (
            <li key={d.id}>
              <span>{d.name}</span>
              {mode === 'upload' ? null : (
                <>
                  {' '}
                  <a href={`/${base}/document/${d.id}`} target="_blank" rel="noreferrer">
                    {profileScreen.view}
                    <span className="visually-hidden"> {d.name}</span>
                  </a>
                </>
              )}
              {mode === 'edit' ? (
                <>
                  {' '}
                  <Link to={`/${base}/delete/${d.id}?edit`} preventScrollReset>
                    {profileScreen.delete}
                    <span className="visually-hidden"> {d.name}</span>
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {documents ? (
        <Pagination
          page={documents.page}
          last={documents.last}
          href={(p) => `${pageSearch(search, p, documentPageKey(type))}#${headingId}`}
          label={fill(profileScreen.documentPages, { title })}
        />
      ) : null}
      {mode === 'view' ? null : (
        <DocumentUploadForm
          type={type}
          base={base}
          label={title}
          accept={DOCUMENT_ACCEPT[type]}
          hint={type === 'MEDICALHISTORY' ? profileScreen.allowedMedical : profileScreen.allowedDocuments}
        />
      )}
    </section>
  )
}
