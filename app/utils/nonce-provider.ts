import { createContext, useContext } from "react";

// The CSP nonce of the current document request, handed from entry.server to <Scripts>.
// On the client it is "": browsers hide nonce values from scripts, and React skips the attribute.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
