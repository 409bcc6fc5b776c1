import { type ComponentProps, lazy, Suspense, useState } from "react";

/**
 * The registration modal, its form and the form kit are code a visitor may never use, so they
 * load when the modal first opens, not with the pricing page (docs/decisions/084). From then on
 * the modal stays mounted, so closing it returns focus to the button that opened it. Without
 * JavaScript the plan buttons are links to /pricing/register.
 */
const RegistrationModal = lazy(() => import("./registration-modal"));

export function RegistrationDialog(props: ComponentProps<typeof RegistrationModal>) {
  const [hasOpened, setHasOpened] = useState(false);
  if (props.openPlan !== null && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationModal {...props} />
    </Suspense>
  );
}
