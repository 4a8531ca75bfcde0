/** The PDF viewer's controls (spec 3 screen 13); an enum (ADR 40). 'Page N of M' is chatMessages.page. */
export enum pdfViewerMessages {
  controls = 'Document controls',
  pages = 'Document pages',
  previousPage = 'Previous page',
  nextPage = 'Next page',
  zoomOut = 'Zoom out',
  zoomIn = 'Zoom in',
  // the zoom level's spoken name, before the percentage
  zoom = 'Zoom',
}
