import { Link, useLocation } from '@remix-run/react'
import { pageSearch } from '~/domain/common/paging'
import { DOCUMENT_ACCEPT, DOCUMENT_TYPES, documentPageKey, type DocumentType } from '~/domain/profile/uploads'
import { errorPageMessages } from '~/messages/common/error-page'
import { profileDocumentTitles, ProfilePageText } from '~/messages/profile/page'
import { Pagination } from '~/ui/pagination'
import { DocumentUploadForm } from './document-upload-form'
import type { LoadedProfile } from './profile.server'

/**
 * The profile's documents, a list per type (spec 3 screen 1), 10 a page each; in edit mode with Delete and an
 * upload form.
 */
export function DocumentsSection({
  documents,
  base,
  editing,
}: {
  documents: LoadedProfile['documents']
  base: string
  editing: boolean
}) {
  return (
    <>
      <h3>{ProfilePageText.documentsTitle}</h3>
      {DOCUMENT_TYPES.map((type) => (
        <DocumentList key={type} type={type} documents={documents[type]} base={base} editing={editing} />
      ))}
    </>
  )
}

function DocumentList({
  type,
  documents,
  base,
  editing,
}: {
  type: DocumentType
  documents: LoadedProfile['documents'][DocumentType]
  base: string
  editing: boolean
}) {
  const title = profileDocumentTitles[type]
  const headingId = `documents-${type}`
  const search = useLocation().search
  return (
    <section aria-labelledby={headingId} className="profile__documents">
      <h4 id={headingId}>{title}</h4>
      {documents === null ? (
        <p className="notice">{errorPageMessages.unexpected}</p>
      ) : documents.items.length === 0 ? (
        <p>{ProfilePageText.noDocuments}</p>
      ) : (
        <ul>
          {documents.items.map((d) => (
            <li key={d.id}>
              <span>{d.name}</span>{' '}
              <a href={`/${base}/document/${d.id}`} target="_blank" rel="noreferrer">
                {ProfilePageText.view}
                <span className="visually-hidden"> {d.name}</span>
              </a>
              {editing ? (
                <>
                  {' '}
                  <Link to={`/${base}/delete/${d.id}?edit`} preventScrollReset>
                    {ProfilePageText.delete}
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
          label={`${title}${ProfilePageText.pagesOf}`}
        />
      ) : null}
      {editing ? (
        <DocumentUploadForm
          type={type}
          base={base}
          label={title}
          accept={DOCUMENT_ACCEPT[type]}
          hint={type === 'MEDICALHISTORY' ? ProfilePageText.allowedMedical : ProfilePageText.allowedDocuments}
        />
      ) : null}
    </section>
  )
}
