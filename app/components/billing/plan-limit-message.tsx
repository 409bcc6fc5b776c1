/**
 * A form's message, with an Upgrade link (Renew for a lapsed Featured plan) when it is the plan's
 * product-limit refusal (docs/decisions/135): the link leads to the Billing tab (suppliers) or the
 * company's billing form (admins).
 */
import { Link } from "react-router";
import { LAPSED_PRODUCT_LIMIT_MESSAGE, PRODUCT_LIMIT_MESSAGE } from "~/lib/billing";

const isLapsedMessage = (message: string) => message.endsWith(LAPSED_PRODUCT_LIMIT_MESSAGE);

export function isProductLimitMessage(message: string | null | undefined): boolean {
  return Boolean(message && (message.endsWith(PRODUCT_LIMIT_MESSAGE) || isLapsedMessage(message)));
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
        {isLapsedMessage(message) ? "Renew" : "Upgrade"}
      </Link>
    </>
  );
}
