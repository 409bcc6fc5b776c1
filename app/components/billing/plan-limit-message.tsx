/**
 * A form's message, with an Upgrade link when it is the plan's product-limit refusal
 * (docs/decisions/135): the link leads to the Billing tab (suppliers) or the company's billing
 * form (admins).
 */
import { Link } from "react-router";
import { PRODUCT_LIMIT_MESSAGE } from "~/lib/billing";

export function isProductLimitMessage(message: string | null | undefined): boolean {
  return Boolean(message?.endsWith(PRODUCT_LIMIT_MESSAGE));
}

export function PlanLimitMessage({
  message,
  upgradePath,
}: {
  message: string | undefined;
  upgradePath: string | undefined;
}) {
  if (!message || !upgradePath || !isProductLimitMessage(message)) return message;
  return (
    <>
      {message}{" "}
      <Link to={upgradePath} className="font-semibold underline">
        Upgrade
      </Link>
    </>
  );
}
