import { useTexts } from '~/utils/language/texts'
import { DocumentsSection } from './documents-section'
import type { LoadedHelperDocuments } from './helper-documents.server'
import { ProfileHead } from './profile-head'

/** A helper's profile page: the documents' names by kind and an upload form each (docs/helpers.md). */
export function HelperDocumentsView({ data }: { data: LoadedHelperDocuments }) {
  const profileScreen = useTexts('profileScreen')
  return (
    <div className="page profile">
      <ProfileHead title={profileScreen.helperDocumentsTitle} back={data.back} />
      <p>{profileScreen.helperDocumentsIntro}</p>
      <DocumentsSection documents={data.documents} failed={data.documentsFailed} base={data.base} mode="upload" />
    </div>
  )
}
