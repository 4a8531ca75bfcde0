import { Link } from '@remix-run/react'
import { useTexts } from '~/utils/language/texts'
import { DocumentsSection } from './documents-section'
import type { LoadedHelperDocuments } from './helper-documents.server'

/** A helper's profile page: the documents' names by kind and an upload form each (docs/helpers.md). */
export function HelperDocumentsView({ data }: { data: LoadedHelperDocuments }) {
  const profileScreen = useTexts('profileScreen')
  return (
    <div className="page profile">
      <div className="profile__head">
        <h1>{profileScreen.helperDocumentsTitle}</h1>
        <Link to={data.back} className="button">
          {profileScreen.close}
        </Link>
      </div>
      <p>{profileScreen.helperDocumentsIntro}</p>
      <DocumentsSection documents={data.documents} failed={data.documentsFailed} base={data.base} mode="upload" />
    </div>
  )
}
