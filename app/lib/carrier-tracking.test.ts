import { describe, expect, it } from "vitest";
import { trackingLink } from "./carrier-tracking";

describe("trackingLink", () => {
  it("links UPS, FedEx, USPS and DHL numbers to the carrier's tracking page", () => {
    expect(trackingLink("UPS", "1Z999AA10123456784")).toEqual({
      carrier: "UPS",
      url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    expect(trackingLink("FedEx", "449044304137821")?.url).toBe(
      "https://www.fedex.com/fedextrack/?trknbr=449044304137821",
    );
    expect(trackingLink("USPS", "9400100000000000000000")?.url).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    );
    expect(trackingLink("DHL", "1234567890")?.url).toBe(
      "https://www.dhl.com/us-en/home/tracking.html?tracking-id=1234567890",
    );
  });

  it("knows the carriers by the names suppliers type", () => {
    expect(trackingLink(" ups ", "1Z999AA10123456784")?.carrier).toBe("UPS");
    expect(trackingLink("Fed Ex", "449044304137821")?.carrier).toBe("FedEx");
    expect(trackingLink("Federal Express", "449044304137821")?.carrier).toBe("FedEx");
    expect(trackingLink("U.S. Postal Service", "9400100000000000000000")?.carrier).toBe("USPS");
    expect(trackingLink("DHL Express", "1234567890")?.carrier).toBe("DHL");
  });

  it("drops spaces and hyphens from the number", () => {
    expect(trackingLink("UPS", "1Z 999 AA1-0123456784")?.url).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
  });

  it("gives no link for an unknown carrier, a missing number or one that is not letters and digits", () => {
    expect(trackingLink("Courier Joe", "1Z999AA10123456784")).toBeNull();
    expect(trackingLink("UPS", null)).toBeNull();
    expect(trackingLink(null, "1Z999AA10123456784")).toBeNull();
    expect(trackingLink("UPS", "12345")).toBeNull();
    expect(trackingLink("UPS", "1Z999&x=<script>")).toBeNull();
    expect(trackingLink("UPS", "1Z999AA1/../0123")).toBeNull();
  });
});
