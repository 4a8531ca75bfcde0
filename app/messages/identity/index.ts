/**
 * The identity area's validation and alert texts, in English, for the one page outside the area that
 * still reads them without a language (the guest's consent form, app/domain/video-call/schemas.ts).
 * Delete this file when that form takes its texts from textsOf (ADR 56).
 */
export { identityMessages } from './en'
