import type { PlanType } from "~/lib/catalogue";
import { findPlan } from "~/lib/plans";
import { Modal } from "~/routes/site/parts/modal";
import { RegistrationModalBody } from "./registration-modal-body";

/**
 * The pricing page's registration form in an accessible modal. Loaded on first opening
 * (./registration-dialog.tsx).
 */
export default function RegistrationModal({
  openPlan,
  chosenPlan,
  session,
  onPlanChange,
  onClose,
}: {
  /** The plan whose button opened the modal; null while it is closed. */
  openPlan: PlanType | null;
  /** The plan ticked in the form: the title follows it. */
  chosenPlan: PlanType | null;
  /** A new number for each opening: the form starts afresh. */
  session: number;
  onPlanChange: (plan: PlanType) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={openPlan !== null}
      onClose={onClose}
      title={
        chosenPlan ? `Start Free Trial: ${findPlan(chosenPlan).name} plan` : "Start Free Trial"
      }
    >
      {openPlan ? (
        <RegistrationModalBody
          key={session}
          plan={openPlan}
          onPlanChange={onPlanChange}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
