/** Texts of the page links under every paged list (app/ui/pagination.tsx); an enum (ADR 40). */
export enum PagingText {
  pagination = 'Pagination',
  previous = 'Previous',
  // before each number, for screen readers: 'Page 3'
  page = 'Page ',
  next = 'Next',
  // where page numbers are left out
  gap = '…',
}
