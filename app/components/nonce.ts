import { createContext, useContext } from "react";

/** The CSP nonce, provided while rendering on the server (browsers hide it from the DOM). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
