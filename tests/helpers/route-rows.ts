/**
 * One row for every id a route's path names (/admin/claims/{claimId}, /supplier/{companyId}/leads/
 * {requestId}, …), for tests that walk app/routes.ts: a company with a product and a lead, a
 * claim, a registration, an outbox message, a webhook endpoint, and a catalogue export file's name.
 */
import type { Database } from "~/db/client.server";
import {
  claimRequests,
  outboxMessages,
  supplierRegistrations,
  webhookEndpoints,
} from "~/db/schema";
import { createCompany, createProduct, createSampleRequest, uniqueEmail } from "./factories";

/** Each path param's name and the row it names. */
export interface RouteIds {
  [param: string]: string;
  companyId: string;
}

export async function createRouteRows(db: Database): Promise<RouteIds> {
  const company = await createCompany(db);
  const product = await createProduct(db, company.id);
  const lead = await createSampleRequest(db, { companyId: company.id });
  const [claim] = await db
    .insert(claimRequests)
    .values({
      companyName: company.name,
      contactName: "Casey Claimer",
      email: uniqueEmail("claimant"),
      jobTitle: "Owner",
    })
    .returning({ id: claimRequests.id });
  const [registration] = await db
    .insert(supplierRegistrations)
    .values({
      companyName: `Registered Co ${company.id}`,
      contactName: "Robin Registrant",
      email: uniqueEmail("registrant"),
      phone: "+1 555 010 3000",
      planType: "basic",
    })
    .returning({ id: supplierRegistrations.id });
  const [message] = await db
    .insert(outboxMessages)
    .values({
      kind: "new-lead",
      recipient: uniqueEmail("leads"),
      subject: "A new lead",
      textBody: "Plain text part",
      htmlBody: "<p>HTML part</p>",
    })
    .returning({ id: outboxMessages.id });
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      companyId: company.id,
      url: "https://hooks.example.com/sampletray",
      events: ["lead.created"],
      sealedSecret: "v1.unreadable",
    })
    .returning({ id: webhookEndpoints.id });
  return {
    companyId: company.id,
    productId: product.id,
    requestId: lead.id,
    // The REST API's name for a lead (/api/v1/leads/{leadId}).
    leadId: lead.id,
    claimId: claim?.id ?? "",
    registrationId: registration?.id ?? "",
    messageId: message?.id ?? "",
    file: "companies.csv",
    endpointId: endpoint?.id ?? "",
  };
}
