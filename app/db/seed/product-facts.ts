/**
 * Regulatory and handling facts for some demo products, and which of them carry a Safety Data
 * Sheet (a small generated PDF, ./demo-pdf.ts), so the demo shows facts, document links and the
 * search filters (docs/decisions/091-product-facts-and-documents.md). The numbers are fictional.
 */
import type { products } from "~/db/schema";

type Facts = Pick<
  typeof products.$inferInsert,
  "fda510k" | "ceMarked" | "latexFree" | "containsFluoride" | "shelfLife" | "storageTemperature"
>;

export const demoProductFacts: Record<string, Facts> = {
  "lumina-flow-a2": {
    fda510k: "K201234",
    ceMarked: true,
    latexFree: true,
    containsFluoride: false,
    shelfLife: "36 months",
    storageTemperature: "2–25 °C",
  },
  "lumina-nano-universal": {
    fda510k: "K193456",
    ceMarked: true,
    latexFree: true,
    shelfLife: "36 months",
    storageTemperature: "2–25 °C",
  },
  "bondline-universal-bond": {
    fda510k: "K182345",
    ceMarked: true,
    latexFree: true,
    shelfLife: "24 months",
    storageTemperature: "2–8 °C",
  },
  "precision-vps-light-body": {
    ceMarked: true,
    latexFree: false,
    shelfLife: "24 months",
    storageTemperature: "15–25 °C",
  },
  "guardent-varnish-5-naf": {
    fda510k: "K174567",
    ceMarked: true,
    latexFree: true,
    containsFluoride: true,
    shelfLife: "30 months",
    storageTemperature: "Below 25 °C",
  },
};

/** Demo products with a Safety Data Sheet, and the lines their generated PDF shows. */
export const demoSafetyDataSheets: Record<string, string[]> = {
  "lumina-flow-a2": [
    "Section 1. Identification: light-cure flowable composite.",
    "Section 2. Hazards: may cause skin sensitisation (methacrylates).",
    "Section 7. Handling and storage: store at 2-25 C, away from light.",
    "Demo document for the SampleTray catalogue.",
  ],
  "bondline-universal-bond": [
    "Section 1. Identification: universal dental adhesive.",
    "Section 2. Hazards: flammable liquid (ethanol); eye irritant.",
    "Section 7. Handling and storage: refrigerate at 2-8 C.",
    "Demo document for the SampleTray catalogue.",
  ],
  "guardent-varnish-5-naf": [
    "Section 1. Identification: 5% sodium fluoride varnish.",
    "Section 2. Hazards: not classified as hazardous.",
    "Section 7. Handling and storage: below 25 C; keep tightly closed.",
    "Demo document for the SampleTray catalogue.",
  ],
};
