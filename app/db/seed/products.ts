/**
 * Demo sample products for SampleTray. Product names are fictional; descriptions reflect
 * realistic dental materials. Crestline Dental Supply intentionally has no products.
 */
import type { products } from "~/db/schema";
import type { Category } from "~/lib/catalogue";

/** A row of the products table as the demo data gives it (the table's insert type, narrowed). */
export type DemoProduct = typeof products.$inferInsert &
  Required<Pick<typeof products.$inferInsert, "id" | "quantity" | "availability">> & {
    category: Category;
  };

/** BrightArc's take-home gel comes in two strengths with the same pack. */
const BRIGHTARC_HOME_GEL: Omit<DemoProduct, "id" | "name" | "description"> = {
  companyId: "brightarc",
  category: "Whitening",
  treatmentType: "At-Home Whitening",
  images: [],
  sampleType: "Patient starter pack",
  quantity: "4 x 3 g syringes",
  availability: true,
};

export const demoProducts: DemoProduct[] = [
  // ── Lumina Dental Materials (Restorative, Whitening) ─────────────────────────
  {
    id: "lumina-flow-a2",
    companyId: "lumina-dental",
    name: "Lumina Flow Flowable Composite A2",
    description:
      "Light-cure, medium-viscosity flowable composite for Class V restorations, liners and small Class I preparations. " +
      "Stays where placed without slumping and polishes to a high gloss.",
    category: "Restorative",
    treatmentType: "Direct Restorations",
    images: ["/images/products/lumina-flow-a2.svg"],
    sampleType: "2 g syringe",
    quantity: "2 syringes with 20 tips",
    availability: true,
  },
  {
    id: "lumina-nano-universal",
    companyId: "lumina-dental",
    name: "Lumina Nano Universal Composite",
    description:
      "Nano-hybrid universal composite for anterior and posterior direct restorations. " +
      "Five blending shades cover the classical shade-guide range with a 2 mm depth of cure.",
    category: "Restorative",
    treatmentType: "Direct Restorations",
    images: [],
    sampleType: "Trial kit",
    quantity: "3 x 4 g syringes (A1, A2, A3)",
    availability: true,
  },
  {
    id: "lumina-bulkfill-posterior",
    companyId: "lumina-dental",
    name: "Lumina BulkFill Posterior",
    description:
      "Sculptable bulk-fill composite that cures in 4 mm increments, reducing placement time for large Class I and II restorations. " +
      "Low-shrinkage stress monomer helps limit cuspal deflection.",
    category: "Restorative",
    treatmentType: "Direct Restorations",
    images: [],
    sampleType: "Unit-dose capsules",
    quantity: "10 unit-dose capsules",
    availability: true,
  },
  {
    id: "lumina-gloss-polish-kit",
    companyId: "lumina-dental",
    name: "Lumina Gloss Two-Step Polishing System",
    description:
      "Diamond-impregnated rubber pre-polishers and high-shine polishers for composite restorations, latch-type for contra-angle handpieces.",
    category: "Restorative",
    treatmentType: "Anterior Aesthetics",
    images: [],
    sampleType: "Trial kit",
    quantity: "4 polishers (2 cups, 2 points)",
    availability: true,
  },
  {
    id: "lumina-glow-35-hp",
    companyId: "lumina-dental",
    name: "Lumina Glow 35% Hydrogen Peroxide In-Office Gel",
    description:
      "Chairside whitening gel with 35% hydrogen peroxide for single-visit treatment. " +
      "Supplied with a light-cure gingival barrier; no activation light required.",
    category: "Whitening",
    treatmentType: "In-Office Whitening",
    images: [],
    sampleType: "Single-patient kit",
    quantity: "1 patient kit (2 x 3 mL gel, 1 barrier syringe)",
    availability: true,
  },
  {
    id: "lumina-glow-16-cp",
    companyId: "lumina-dental",
    name: "Lumina Glow 16% Carbamide Peroxide Take-Home Gel",
    description:
      "Take-home whitening gel with 16% carbamide peroxide for use in custom trays, 4–6 hours per day or overnight. " +
      "Contains potassium nitrate and fluoride.",
    category: "Whitening",
    treatmentType: "At-Home Whitening",
    images: [],
    sampleType: "Patient starter pack",
    quantity: "4 x 1.2 mL syringes",
    availability: true,
  },
  {
    id: "lumina-shade-guide-mini",
    companyId: "lumina-dental",
    name: "Lumina Mini Shade Guide",
    description:
      "Compact shade guide cast from actual Lumina Nano composite, so shade selection matches the cured material.",
    category: "Restorative",
    treatmentType: "Anterior Aesthetics",
    images: [],
    sampleType: "Full-size sample",
    quantity: "1 shade guide",
    availability: false,
  },

  // ── BondLine Adhesives (Adhesives, Restorative) ──────────────────────────────
  {
    id: "bondline-universal-bond",
    companyId: "bondline",
    name: "BondLine Universal Bond",
    description:
      "Single-bottle, MDP-containing universal adhesive compatible with self-etch, selective-etch and total-etch techniques. " +
      "Bonds to enamel, dentin, zirconia and metal without a separate primer.",
    category: "Adhesives",
    treatmentType: "Bonding",
    images: ["/images/products/bondline-universal-bond.svg"],
    sampleType: "Single-dose unit",
    quantity: "10 single-dose units",
    availability: true,
  },
  {
    id: "bondline-etch-37",
    companyId: "bondline",
    name: "BondLine Etch 37% Phosphoric Acid Gel",
    description:
      "Blue, thixotropic 37% phosphoric acid etchant that stays in place on vertical surfaces and rinses off cleanly.",
    category: "Adhesives",
    treatmentType: "Bonding",
    images: [],
    sampleType: "3 mL syringe",
    quantity: "2 syringes with 10 tips",
    availability: true,
  },
  {
    id: "bondline-dualcem",
    companyId: "bondline",
    name: "BondLine DualCem Resin Cement",
    description:
      "Dual-cure adhesive resin cement for crowns, bridges, inlays, onlays and fiber posts. " +
      "Automix delivery with an easy gel-phase clean-up window.",
    category: "Adhesives",
    treatmentType: "Crown & Bridge",
    images: [],
    sampleType: "Automix syringe",
    quantity: "1 x 5 g syringe with 5 mixing tips",
    availability: true,
  },
  {
    id: "bondline-selfcem-universal",
    companyId: "bondline",
    name: "BondLine SelfCem Self-Adhesive Cement",
    description:
      "Self-adhesive resin cement that requires no separate etch or bond step, for zirconia, metal-ceramic and PFM restorations.",
    category: "Adhesives",
    treatmentType: "Crown & Bridge",
    images: [],
    sampleType: "Clicker dispenser",
    quantity: "1 x 2 g clicker",
    availability: true,
  },
  {
    id: "bondline-ceramic-primer",
    companyId: "bondline",
    name: "BondLine Ceramic Primer",
    description:
      "Silane and MDP primer for glass ceramics, lithium disilicate and zirconia, used after hydrofluoric acid etching or air abrasion.",
    category: "Adhesives",
    treatmentType: "Indirect Restorations",
    images: [],
    sampleType: "Trial bottle",
    quantity: "1 x 2 mL bottle",
    availability: true,
  },
  {
    id: "bondline-core-buildup",
    companyId: "bondline",
    name: "BondLine CoreBuild Dual-Cure Core Material",
    description:
      "Dual-cure, dentin-like core build-up composite that cuts like tooth structure during crown preparation. " +
      "Doubles as a post cement.",
    category: "Restorative",
    treatmentType: "Crown & Bridge",
    images: [],
    sampleType: "Automix syringe",
    quantity: "1 x 5 mL syringe with 5 intraoral tips",
    availability: true,
  },

  // ── Precision Impression Co. (Impressions) ───────────────────────────────────
  {
    id: "precision-vps-light-body",
    companyId: "precision-impression",
    name: "PrecisionSil Light Body VPS Wash",
    description:
      "Hydrophilic light-body vinyl polysiloxane wash material that flows into moist sulcus areas for crisp margin detail. " +
      "Regular set, 2:30 working time.",
    category: "Impressions",
    treatmentType: "Crown & Bridge",
    images: ["/images/products/precision-vps-light-body.svg"],
    sampleType: "50 mL cartridge",
    quantity: "2 cartridges with 6 mixing tips",
    availability: true,
  },
  {
    id: "precision-vps-heavy-tray",
    companyId: "precision-impression",
    name: "PrecisionSil Heavy Body Tray Material",
    description:
      "Heavy-body VPS tray material with high tear strength, designed to be used with PrecisionSil light-body wash in a one-step technique.",
    category: "Impressions",
    treatmentType: "Crown & Bridge",
    images: [],
    sampleType: "50 mL cartridge",
    quantity: "2 cartridges with 6 mixing tips",
    availability: true,
  },
  {
    id: "precision-putty-fast",
    companyId: "precision-impression",
    name: "PrecisionSil Putty Fast Set",
    description:
      "Two-paste hand-mix VPS putty with a fast 3-minute intraoral set, for preliminary impressions and putty-wash techniques.",
    category: "Impressions",
    treatmentType: "Crown & Bridge",
    images: [],
    sampleType: "Trial kit",
    quantity: "2 x 75 mL jars (base and catalyst)",
    availability: true,
  },
  {
    id: "precision-polyether-medium",
    companyId: "precision-impression",
    name: "PrecisionPoly Medium Body Polyether",
    description:
      "Medium-body polyether impression material with excellent dimensional stability, ideal for open- and closed-tray implant impressions.",
    category: "Impressions",
    treatmentType: "Implant Impressions",
    images: [],
    sampleType: "Full-size sample",
    quantity: "1 x 300 mL foil bag with catalyst",
    availability: true,
  },
  {
    id: "precision-bite-rigid",
    companyId: "precision-impression",
    name: "PrecisionBite Rigid Bite Registration",
    description:
      "Very rigid, fast-setting VPS bite registration material that trims cleanly with a scalpel and does not distort when seated on models.",
    category: "Impressions",
    treatmentType: "Bite Registration",
    images: [],
    sampleType: "50 mL cartridge",
    quantity: "1 cartridge with 6 mixing tips",
    availability: true,
  },
  {
    id: "precision-tray-adhesive",
    companyId: "precision-impression",
    name: "PrecisionGrip VPS Tray Adhesive",
    description:
      "Brush-on tray adhesive formulated for vinyl polysiloxane materials on plastic and metal stock trays. Dries in 2–3 minutes.",
    category: "Impressions",
    treatmentType: "Crown & Bridge",
    images: [],
    sampleType: "Trial bottle",
    quantity: "1 x 10 mL bottle with brush cap",
    availability: true,
  },

  // ── BrightArc Whitening (Whitening, Preventive) ──────────────────────────────
  {
    id: "brightarc-home-10-cp",
    name: "BrightArc Home 10% Carbamide Peroxide",
    description:
      "Gentle overnight take-home whitening gel with 10% carbamide peroxide for patients with a history of sensitivity.",
    ...BRIGHTARC_HOME_GEL,
  },
  {
    id: "brightarc-home-16-cp",
    name: "BrightArc Home 16% Carbamide Peroxide",
    description:
      "Take-home whitening gel with 16% carbamide peroxide, potassium nitrate and sodium fluoride. Mint flavour, worn 4–6 hours per day.",
    ...BRIGHTARC_HOME_GEL,
  },
  {
    id: "brightarc-go-6-hp",
    companyId: "brightarc",
    name: "BrightArc Go 6% Hydrogen Peroxide Pre-Filled Trays",
    description:
      "Pre-filled, one-size-fits-most whitening trays with 6% hydrogen peroxide for patients who do not want custom trays. " +
      "Worn 60–90 minutes per day.",
    category: "Whitening",
    treatmentType: "At-Home Whitening",
    images: [],
    sampleType: "Single-patient kit",
    quantity: "10 pre-filled trays (5 upper, 5 lower)",
    availability: true,
  },
  {
    id: "brightarc-boost-40-hp",
    companyId: "brightarc",
    name: "BrightArc Boost 40% Hydrogen Peroxide",
    description:
      "Chemically activated 40% hydrogen peroxide in-office whitening gel mixed chairside in a dual-barrel syringe.",
    category: "Whitening",
    treatmentType: "In-Office Whitening",
    images: [],
    sampleType: "Single-patient kit",
    quantity: "1 patient kit (2 dual-barrel syringes, barrier)",
    availability: false,
  },
  {
    id: "brightarc-calm-desensitizer",
    companyId: "brightarc",
    name: "BrightArc Calm Desensitizing Gel",
    description:
      "5% potassium nitrate and 0.11% fluoride ion gel applied in trays before or after whitening to reduce sensitivity.",
    category: "Preventive",
    treatmentType: "Sensitivity Management",
    images: [],
    sampleType: "Patient starter pack",
    quantity: "2 x 3 g syringes",
    availability: true,
  },
  {
    id: "brightarc-enamel-remin-paste",
    companyId: "brightarc",
    name: "BrightArc Enamel Remin Paste",
    description:
      "Nano-hydroxyapatite toothpaste for daily use during and after whitening to support enamel remineralization.",
    category: "Preventive",
    treatmentType: "Caries Prevention",
    images: [],
    sampleType: "Travel-size tube",
    quantity: "3 x 20 mL tubes",
    availability: true,
  },

  // ── Guardent Preventive Care (Preventive) ────────────────────────────────────
  {
    id: "guardent-varnish-5-naf",
    companyId: "guardent",
    name: "Guardent 5% Sodium Fluoride Varnish",
    description:
      "5% sodium fluoride (22,600 ppm F) varnish in unit-dose packs with an applicator brush. " +
      "Sets on contact with saliva; available in bubblegum and mint.",
    category: "Preventive",
    treatmentType: "Caries Prevention",
    images: ["/images/products/guardent-varnish-5-naf.svg"],
    sampleType: "Single-dose unit",
    quantity: "10 x 0.4 mL unit doses",
    availability: true,
  },
  {
    id: "guardent-seal-and-protect",
    companyId: "guardent",
    name: "Guardent Seal & Protect Fissure Sealant",
    description:
      "Light-cure, fluoride-releasing resin pit and fissure sealant with a white tint for easy visual recall checks.",
    category: "Preventive",
    treatmentType: "Pit & Fissure Sealing",
    images: [],
    sampleType: "1.2 mL syringe",
    quantity: "2 syringes with 10 tips",
    availability: true,
  },
  {
    id: "guardent-prophy-paste-medium",
    companyId: "guardent",
    name: "Guardent Prophy Paste Medium Grit",
    description:
      "Splatter-free prophylaxis paste with 1.23% fluoride in single-use cups for stain removal after scaling. Mint flavour.",
    category: "Preventive",
    treatmentType: "Prophylaxis",
    images: [],
    sampleType: "Unit-dose cups",
    quantity: "20 prophy cups",
    availability: true,
  },
  {
    id: "guardent-kids-choice-varnish",
    companyId: "guardent",
    name: "Guardent Kid's Choice Varnish Assortment",
    description:
      "Assorted-flavour 5% sodium fluoride varnish unit doses with a clear finish, chosen for pediatric patients.",
    category: "Preventive",
    treatmentType: "Caries Prevention",
    images: [],
    sampleType: "Single-dose unit",
    quantity: "12 x 0.25 mL unit doses",
    availability: true,
  },
  {
    id: "guardent-cpp-remin-creme",
    companyId: "guardent",
    name: "Guardent ReMin Crème",
    description:
      "Calcium phosphate remineralizing crème for white-spot lesions and post-orthodontic care, applied after brushing.",
    category: "Preventive",
    treatmentType: "Caries Prevention",
    images: [],
    sampleType: "Trial tube",
    quantity: "2 x 10 g tubes",
    availability: true,
  },
  {
    id: "guardent-sdf-38",
    companyId: "guardent",
    name: "Guardent Arrest 38% Silver Diamine Fluoride",
    description:
      "38% silver diamine fluoride solution for arresting active carious lesions in primary and permanent teeth. " +
      "Note: stains carious tissue black.",
    category: "Preventive",
    treatmentType: "Caries Prevention",
    images: [],
    sampleType: "Trial bottle",
    quantity: "1 x 2 mL bottle with microbrushes",
    availability: true,
  },

  // ── EndoPath Systems (Endodontics) ───────────────────────────────────────────
  {
    id: "endopath-flexshape-rotary",
    companyId: "endopath",
    name: "EndoPath FlexShape NiTi Rotary Files",
    description:
      "Heat-treated, controlled-memory NiTi rotary file sequence (15/.04 to 40/.06) that can be pre-curved for severely curved canals. " +
      "High resistance to cyclic fatigue.",
    category: "Endodontics",
    treatmentType: "Root Canal Therapy",
    images: ["/images/products/endopath-flexshape-rotary.svg"],
    sampleType: "Trial kit",
    quantity: "1 sequence pack (6 files, 25 mm)",
    availability: true,
  },
  {
    id: "endopath-onewave-recip",
    companyId: "endopath",
    name: "EndoPath OneWave Reciprocating File",
    description:
      "Single-file reciprocating system for shaping most canals to size 25/.08, used with reciprocation-capable endo motors.",
    category: "Endodontics",
    treatmentType: "Root Canal Therapy",
    images: [],
    sampleType: "Blister pack",
    quantity: "3 files (21, 25 and 31 mm)",
    availability: true,
  },
  {
    id: "endopath-bioseal-sealer",
    companyId: "endopath",
    name: "EndoPath BioSeal Bioceramic Sealer",
    description:
      "Premixed, hydrophilic calcium silicate root canal sealer for single-cone and hydraulic condensation obturation. " +
      "Radiopaque and sets in the presence of moisture.",
    category: "Endodontics",
    treatmentType: "Root Canal Therapy",
    images: [],
    sampleType: "2 g syringe",
    quantity: "1 syringe with 10 intracanal tips",
    availability: true,
  },
  {
    id: "endopath-bioputty",
    companyId: "endopath",
    name: "EndoPath BioPutty Repair Material",
    description:
      "Premixed bioceramic putty for pulp capping, pulpotomy, perforation repair and apexification.",
    category: "Endodontics",
    treatmentType: "Vital Pulp Therapy",
    images: [],
    sampleType: "Single-dose unit",
    quantity: "3 x 0.25 g unit doses",
    availability: true,
  },
  {
    id: "endopath-edta-17",
    companyId: "endopath",
    name: "EndoPath Clear 17% EDTA Irrigant",
    description:
      "17% EDTA solution for smear-layer removal as a final rinse after sodium hypochlorite irrigation.",
    category: "Endodontics",
    treatmentType: "Root Canal Therapy",
    images: [],
    sampleType: "Trial bottle",
    quantity: "1 x 30 mL bottle",
    availability: true,
  },
  {
    id: "endopath-sidevent-needles",
    companyId: "endopath",
    name: "EndoPath SideVent 30 G Irrigation Needles",
    description:
      "Luer-lock, side-vented 30-gauge irrigation needles that reduce the risk of irrigant extrusion past the apex.",
    category: "Endodontics",
    treatmentType: "Root Canal Therapy",
    images: [],
    sampleType: "Sample pack",
    quantity: "20 needles",
    availability: true,
  },

  // ── AlignWorks Orthodontics (Orthodontics) ───────────────────────────────────
  {
    id: "alignworks-seat-chewies",
    companyId: "alignworks",
    name: "AlignWorks SeatRite Aligner Chewies",
    description:
      "Soft, latex-free copolymer cylinders that patients bite on to fully seat clear aligners. Mint scented.",
    category: "Orthodontics",
    treatmentType: "Clear Aligner Therapy",
    images: [],
    sampleType: "Patient pack",
    quantity: "10 packs of 2 chewies",
    availability: true,
  },
  {
    id: "alignworks-attach-flow",
    companyId: "alignworks",
    name: "AlignWorks AttachFlow Attachment Composite",
    description:
      "Low-viscosity, highly filled composite in compules for filling attachment templates. Shade A2 with high wear resistance.",
    category: "Orthodontics",
    treatmentType: "Clear Aligner Therapy",
    images: [],
    sampleType: "Compules",
    quantity: "10 x 0.25 g compules",
    availability: true,
  },
  {
    id: "alignworks-bracket-adhesive",
    companyId: "alignworks",
    name: "AlignWorks FixPoint Light-Cure Bracket Adhesive",
    description:
      "Light-cure orthodontic bracket adhesive with high viscosity to hold brackets in position during placement and flash removal.",
    category: "Orthodontics",
    treatmentType: "Fixed Appliances",
    images: [],
    sampleType: "4 g syringe",
    quantity: "1 syringe",
    availability: true,
  },
  {
    id: "alignworks-power-ligatures",
    companyId: "alignworks",
    name: "AlignWorks ColorTie Elastomeric Ligatures",
    description:
      "Latex-free, stain-resistant elastomeric O-ring ligatures on sticks, in an assortment of twelve colors.",
    category: "Orthodontics",
    treatmentType: "Fixed Appliances",
    images: [],
    sampleType: "Sample card",
    quantity: "1 assorted card (240 ligatures)",
    availability: true,
  },
  {
    id: "alignworks-retainer-soak",
    companyId: "alignworks",
    name: "AlignWorks Fresh Retainer & Aligner Cleaning Crystals",
    description:
      "Non-persulphate cleaning crystals that remove plaque and odor from aligners and thermoplastic retainers in 15 minutes.",
    category: "Orthodontics",
    treatmentType: "Retention",
    images: [],
    sampleType: "Sachets",
    quantity: "14 sachets",
    availability: true,
  },
];
