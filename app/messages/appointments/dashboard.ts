/**
 * Dashboard texts. Every user-facing text lives under app/messages/, one file per area so a page's
 * bundle carries only its own texts; the spec's texts are kept word for word, except plain
 * misspellings (design.md section 9).
 */
export const dashboardMessages = {
  empty: "You don't have consultation history",
  loadFailed: 'Your appointments could not be loaded. Please try again later.',
} as const
