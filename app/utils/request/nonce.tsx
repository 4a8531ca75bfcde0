import { createContext, useContext } from 'react'

/** This response's CSP nonce, for the few inline scripts the server renders. */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
