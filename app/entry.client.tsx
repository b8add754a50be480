import { RemixBrowser, UNSAFE_decodeHydrationState } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// The loader data is decoded before hydrateRoot, not while the root renders: a key press or a
// click before the first render would force a synchronous hydration that cannot wait for it,
// and React would give up on the page for good (decision 075).
void UNSAFE_decodeHydrationState().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
