import { lazy, Suspense, useState } from "react";
import type { RequestTarget } from "~/forms/request-target";

/**
 * The form and the modal are code a visitor may never use, so their JavaScript (the modal, the
 * form, the form kit) is loaded when the dialog first opens, not with the page
 * (docs/decisions/082). From then on the modal stays mounted, so closing it returns focus to the
 * button that opened it. Without JavaScript the request buttons are links to /request-samples.
 */
const SampleRequestModal = lazy(() => import("./sample-request-modal"));

export function SampleRequestDialog({
  target,
  onClose,
}: {
  target: RequestTarget | null;
  onClose: () => void;
}) {
  const [hasOpened, setHasOpened] = useState(false);
  if (target !== null && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <SampleRequestModal target={target} onClose={onClose} />
    </Suspense>
  );
}
