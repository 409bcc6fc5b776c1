/** To a company's owners: one of its webhook endpoints failed too often in a row and was disabled. */
import type { MailMessage, MailSite } from "../message";
import { greetingMessage } from "./greeting-message";

export function webhookDisabledMessage(
  site: MailSite,
  to: string,
  endpoint: {
    companyId: string;
    companyName: string;
    endpointId: string;
    url: string;
    failures: number;
  },
): MailMessage {
  const subject = `A webhook endpoint of ${endpoint.companyName} was disabled`;
  const pageUrl = `${site.url}/supplier/${encodeURIComponent(endpoint.companyId)}/integrations/webhooks/${endpoint.endpointId}`;
  const what = `Deliveries to ${endpoint.url} failed ${endpoint.failures} times in a row, so ${site.name} stopped sending to it.`;
  const how =
    "Check that the endpoint answers with a 2xx status, then open it in your workspace, enable it again and press Send test event.";
  const parts = [what, how, { label: "Open the endpoint", link: pageUrl }];
  return greetingMessage(site, { kind: "webhook-disabled", to, subject, parts });
}
