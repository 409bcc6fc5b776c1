/**
 * The carrier's own tracking page for a shipped sample (My samples, docs/decisions/129). The
 * carrier is what the supplier typed ("UPS", "Fedex", "US Postal Service"); a carrier not listed
 * here, or a tracking number that is not letters and digits, gets no link and is shown as text.
 */

interface Carrier {
  name: string;
  /** Lower-cased names a supplier may type, spaces and dots removed. */
  aliases: readonly string[];
  url: (trackingNumber: string) => string;
}

const CARRIERS: readonly Carrier[] = [
  {
    name: "UPS",
    aliases: ["ups", "unitedparcelservice"],
    url: (n) => `https://www.ups.com/track?tracknum=${n}`,
  },
  {
    name: "FedEx",
    aliases: ["fedex", "federalexpress"],
    url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  {
    name: "USPS",
    aliases: ["usps", "uspostalservice", "unitedstatespostalservice", "postalservice"],
    url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  {
    name: "DHL",
    aliases: ["dhl", "dhlexpress"],
    url: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}`,
  },
];

/** Letters and digits once spaces and hyphens are dropped; 6 to 40 of them. */
const TRACKING_NUMBER = /^[A-Za-z0-9]{6,40}$/;

export interface TrackingLink {
  carrier: string;
  url: string;
}

/** The tracking page of a known carrier for this number; null for anything else. */
export function trackingLink(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): TrackingLink | null {
  if (!carrier || !trackingNumber) return null;
  const key = carrier.toLowerCase().replace(/[\s.\-_]/g, "");
  const known = CARRIERS.find((c) => c.aliases.includes(key));
  const number = trackingNumber.replace(/[\s-]/g, "");
  if (!known || !TRACKING_NUMBER.test(number)) return null;
  return { carrier: known.name, url: known.url(number) };
}
