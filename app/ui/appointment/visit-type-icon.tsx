/** The visit type's icon (a cross for a physical visit, a camera for an online consultation); the text beside it says it. */
export function VisitTypeIcon({ type }: { type: string }) {
  return type === 'PHYSICAL_VISIT' ? (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path d="M10 3h4v5h5v4h-5v5h-4v-5H5V8h5Z" fill="currentColor" />
    </svg>
  ) : (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path d="M3 6h12v12H3Zm13 4 5-3v10l-5-3Z" fill="currentColor" />
    </svg>
  )
}
