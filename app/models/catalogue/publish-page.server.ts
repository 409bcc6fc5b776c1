/** The publish page's data and action, shared by the workspace's and the console's pages. */
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { companyPath } from "~/lib/catalogue";
import { notFound } from "~/lib/http-errors";
import {
  findDraftStatus,
  PUBLISH_REQUIREMENTS,
  type PublishRequirement,
  publishCompany,
} from "./publishing.server";

const CHECKLIST_LABELS: Record<PublishRequirement, string> = {
  description: "A description",
  product: "At least one available product",
};

/** The panel's data (app/components/publish-panel.tsx) for a company; 404 when it is gone. */
export async function publishPageData(db: Database, companyId: string) {
  const status = await findDraftStatus(db, companyId);
  if (!status) notFound("Company not found");
  const keys = Object.keys(PUBLISH_REQUIREMENTS) as PublishRequirement[];
  return {
    companyName: status.name,
    isDraft: status.isDraft,
    checklist: keys.map((key) => ({
      label: CHECKLIST_LABELS[key],
      isMet: !status.missing.includes(key),
    })),
    publicPath: companyPath(status),
  };
}

/** Publish, answered as the panel shows it: 409 with what is missing when it may not yet. */
export async function publishAction(db: Database, companyId: string, actorId: string) {
  const outcome = await publishCompany(db, { companyId, actorId });
  if (!outcome) notFound("Company not found");
  return data(outcome, { status: outcome.ok ? 200 : 409 });
}
