import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { whenPagePartsLoaded } from "./lib/hydration";

// React Router's own entry, hydrating once every part of the page can (decision 046). If a part's
// code fails to load, the page is not hydrated: its prerendered HTML keeps working as it is.
void whenPagePartsLoaded().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
