/**
 * Demo supplier companies for SampleTray. All companies, brands and websites are fictional
 * (websites use the reserved `.example` TLD).
 */
import type { companies } from "~/db/schema";
import type { Category } from "~/lib/catalogue";

/**
 * A row of the companies table as the demo data gives it: the table's own insert type, with the
 * id, the closed category list and the fields every demo company states made required.
 */
export type DemoCompany = typeof companies.$inferInsert &
  Required<
    Pick<
      typeof companies.$inferInsert,
      "id" | "brandName" | "logo" | "website" | "responseTime" | "featured" | "sponsored"
    >
  > & { categories: Category[] };

export const demoCompanies: DemoCompany[] = [
  {
    id: "lumina-dental",
    name: "Lumina Dental Materials",
    brandName: "Lumina",
    description:
      "Lumina Dental Materials develops nano-hybrid composites, flowables and chairside whitening systems for general practices. " +
      "Its shade-matching program is built around a simplified five-shade system that blends across the classical shade-guide range, " +
      "and every restorative is tested for polish retention and low polymerization shrinkage. Clinicians can request trial kits " +
      "of most restoratives and whitening gels free of charge.",
    shortDescription:
      "Nano-hybrid composites, flowables and in-office whitening with a simplified shade system.",
    logo: "/images/logos/lumina-dental.svg",
    website: "https://lumina-dental.example",
    verified: false,
    categories: ["Restorative", "Whitening"],
    treatmentTypes: [
      "Direct Restorations",
      "Anterior Aesthetics",
      "In-Office Whitening",
      "At-Home Whitening",
    ],
    samplesAvailable: true,
    responseTime: null,
    featured: true,
    sponsored: true,
  },
  {
    id: "bondline",
    name: "BondLine Adhesives",
    brandName: null,
    description:
      "BondLine Adhesives focuses exclusively on dentin and enamel bonding. Its product line covers universal adhesives that work " +
      "in self-etch, selective-etch and total-etch modes, dual-cure resin cements for indirect restorations, and ceramic primers " +
      "containing silane and MDP. Technical support staff include former clinical researchers who can advise on bonding protocols " +
      "for zirconia, lithium disilicate and sclerotic dentin.",
    shortDescription:
      "Universal adhesives, resin cements and ceramic primers for reliable bonding to any substrate.",
    logo: "/images/logos/bondline.svg",
    website: "https://www.bondline-adhesives.example",
    verified: false,
    categories: ["Adhesives", "Restorative"],
    treatmentTypes: ["Bonding", "Crown & Bridge", "Indirect Restorations", "Direct Restorations"],
    samplesAvailable: true,
    responseTime: null,
    featured: true,
    sponsored: false,
  },
  {
    id: "precision-impression",
    name: "Precision Impression Co.",
    brandName: null,
    description:
      "Precision Impression Co. manufactures vinyl polysiloxane and polyether impression materials, bite registration pastes and " +
      "custom-tray accessories. Its hydrophilic light-body wash is formulated to flow into moist sulcus areas, and its heavy-body " +
      "tray materials are available in fast and regular set. Orders and sample requests placed before noon ship the same day.",
    shortDescription:
      "Hydrophilic VPS and polyether impression materials, bite registration and tray accessories.",
    logo: "/images/logos/precision-impression.svg",
    website: "https://precision-impression.example",
    verified: false,
    categories: ["Impressions"],
    treatmentTypes: ["Crown & Bridge", "Implant Impressions", "Bite Registration", "Dentures"],
    samplesAvailable: true,
    responseTime: "Same business day",
    featured: true,
    sponsored: false,
  },
  {
    id: "brightarc",
    name: "BrightArc Whitening",
    brandName: "BrightArc",
    description:
      "BrightArc Whitening offers professional take-home and in-office whitening programs alongside desensitizing products that " +
      "help patients finish treatment comfortably. Gels are supplied in pre-filled syringes at several peroxide concentrations, " +
      "with potassium nitrate and fluoride added to reduce post-whitening sensitivity. Practices can trial complete patient kits " +
      "before stocking them.",
    shortDescription:
      "Take-home and in-office whitening gels with built-in desensitizers and patient-ready kits.",
    logo: "/images/logos/brightarc.svg",
    website: "https://brightarc-whitening.example",
    verified: false,
    categories: ["Whitening", "Preventive"],
    treatmentTypes: [
      "At-Home Whitening",
      "In-Office Whitening",
      "Sensitivity Management",
      "Caries Prevention",
    ],
    samplesAvailable: true,
    responseTime: "Within 24 hours",
    featured: false,
    sponsored: true,
  },
  {
    id: "guardent",
    name: "Guardent Preventive Care",
    brandName: "Guardent",
    description:
      "Guardent Preventive Care supplies fluoride varnishes, pit and fissure sealants, prophy pastes and remineralizing products for " +
      "hygiene departments and pediatric practices. Its varnishes are available in unit-dose packs with kid-friendly flavours, " +
      "and its sealants release fluoride over time. Guardent also provides free chairside education leaflets with every sample.",
    shortDescription:
      "Fluoride varnishes, sealants and prophy pastes for hygiene and pediatric teams.",
    logo: "/images/logos/guardent.svg",
    website: "https://guardent-care.example",
    verified: false,
    categories: ["Preventive"],
    treatmentTypes: [
      "Caries Prevention",
      "Pit & Fissure Sealing",
      "Prophylaxis",
      "Sensitivity Management",
    ],
    samplesAvailable: true,
    responseTime: null,
    featured: true,
    sponsored: false,
  },
  {
    id: "endopath",
    name: "EndoPath Systems",
    brandName: null,
    description:
      "EndoPath Systems is an endodontic specialist company founded by a group of practicing endodontists who wanted instruments " +
      "that behave predictably in curved and calcified canals. Its flagship heat-treated nickel-titanium rotary files use a " +
      "controlled-memory alloy that can be pre-curved and resists cyclic fatigue, and its reciprocating single-file system is " +
      "designed for efficient shaping in general practice. EndoPath also produces bioceramic root canal sealers and putties, " +
      "EDTA and sodium hypochlorite irrigation solutions, side-vented irrigation needles, matched gutta-percha and paper points, " +
      "and calcium hydroxide intracanal medicaments. Every file sequence is color-coded to ISO sizes, and each bioceramic product " +
      "is hydrophilic, radiopaque and sets in the presence of moisture from the dentinal tubules. The company runs hands-on " +
      "workshops for general dentists and offers sample kits so clinicians can compare file sequences on extracted-tooth training " +
      "blocks before switching systems. Technical questions are answered by a clinical support team with endodontic experience.",
    shortDescription:
      "Heat-treated NiTi files, bioceramic sealers and irrigation products for root canal therapy.",
    logo: "/images/logos/endopath.svg",
    website: "https://endopath-systems.example",
    verified: false,
    categories: ["Endodontics"],
    treatmentTypes: ["Root Canal Therapy", "Retreatment", "Vital Pulp Therapy", "Apexification"],
    samplesAvailable: true,
    responseTime: null,
    featured: true,
    sponsored: false,
  },
  {
    id: "alignworks",
    name: "AlignWorks Orthodontics",
    brandName: null,
    description:
      "AlignWorks Orthodontics supplies consumables for clear aligner and fixed-appliance practices: aligner seating chewies, " +
      "attachment templates and composite, light-cure bracket adhesive, elastomeric ligatures and retainer cleaning products. " +
      "Its attachment composite is packaged in low-viscosity compules for accurate template filling. The company is newly " +
      "listed on SampleTray and its profile is awaiting verification.",
    shortDescription:
      "Aligner accessories, attachment composite and bracket bonding supplies for orthodontic practices.",
    logo: "/images/logos/alignworks.svg",
    website: "https://alignworks-ortho.example",
    verified: false,
    categories: ["Orthodontics"],
    treatmentTypes: ["Clear Aligner Therapy", "Fixed Appliances", "Retention"],
    samplesAvailable: true,
    responseTime: null,
    featured: false,
    sponsored: true,
  },
  {
    id: "crestline",
    name: "Crestline Dental Supply",
    brandName: null,
    description:
      "Crestline Dental Supply is a regional distributor serving independent practices with restorative, impression and preventive " +
      "consumables from a range of manufacturers. It offers consolidated ordering, standing monthly deliveries and inventory reviews " +
      "for multi-chair practices. Crestline does not currently offer free samples through SampleTray, but practices can contact it " +
      "directly for pricing and account setup.",
    shortDescription:
      "Regional distributor of restorative, impression and preventive consumables for independent practices.",
    logo: null,
    website: "https://crestline-supply.example",
    verified: false,
    categories: ["Restorative", "Impressions", "Preventive"],
    treatmentTypes: ["Direct Restorations", "Crown & Bridge", "Caries Prevention"],
    samplesAvailable: false,
    responseTime: "2-3 business days",
    featured: false,
    sponsored: false,
  },
];
