/** What server/ hands every loader and action besides the request. */
export type RateLimitState = { limited: boolean; retryAfterSeconds: number }

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy. */
    cspNonce: string
    /** The client's address as the rate limits see it (TRUST_PROXY decides whose X-Forwarded-For counts). */
    clientAddress: string
    /** Set on routes behind a rate limit (sign-in now). */
    rateLimit?: RateLimitState
    /** True once server/ has refused the request (its body was too large, slow or broken) and answered it. */
    refused?: () => boolean
    /** The token every form of the page carries as `_csrf` (server/csrf.ts); unset outside server/ (tests). */
    csrfToken?: string
  }
}

export {}
