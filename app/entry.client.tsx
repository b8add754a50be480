import { RemixBrowser, UNSAFE_decodeHydrationState } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Conform checks a field the user leaves by submitting its form with a hidden `__intent__`
// button, which its handler or Remix's <Form> always takes over. A dialog that closes gives focus
// back to its trigger while React removes the form: the field's blur still submits, no handler
// is left, and the browser would post the page (conform#524 in kind; decision 082).
window.addEventListener("submit", (event) => {
  const submitter = (event as SubmitEvent).submitter;
  if (!event.defaultPrevented && submitter instanceof HTMLButtonElement && submitter.hidden && submitter.name === "__intent__") event.preventDefault();
});

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
