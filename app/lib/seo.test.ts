import { describe, expect, it } from "vitest";
import { absoluteUrl, seo, siteFromMatches } from "./seo";
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd } from "./structured-data";

const site = { siteName: "SampleTray", siteUrl: "https://sampletray.example" };

function find(tags: ReturnType<typeof seo>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, string>)[key] === value) as
    | Record<string, string>
    | undefined;
}

describe("seo", () => {
  it("builds title, description, canonical, Open Graph and Twitter tags", () => {
    const tags = seo(site, { title: "Pricing", description: "Plans.", path: "/pricing" });
    expect(tags).toContainEqual({ title: "Pricing | SampleTray" });
    expect(tags).toContainEqual({ name: "description", content: "Plans." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://sampletray.example/pricing",
    });
    expect(find(tags, "property", "og:url")?.content).toBe("https://sampletray.example/pricing");
    expect(find(tags, "property", "og:title")?.content).toBe("Pricing | SampleTray");
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary");
    expect(find(tags, "name", "robots")?.content).toBe("index, follow");
  });

  it("marks noindex pages and uses a large card with an image", () => {
    const tags = seo(site, {
      title: "Log in",
      description: "d",
      path: "/login",
      noindex: true,
      image: "/images/x.svg",
    });
    expect(find(tags, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://sampletray.example/images/x.svg",
    );
  });

  it("adds article tags and keeps a full title as given", () => {
    const tags = seo(site, {
      title: "Exact",
      fullTitle: true,
      description: "d",
      path: "/blog/x",
      type: "article",
      article: {
        publishedTime: "2025-10-15",
        modifiedTime: "2025-10-16",
        section: "S",
        tags: ["a", "b"],
      },
    });
    expect(tags).toContainEqual({ title: "Exact" });
    expect(
      tags.filter((t) => (t as Record<string, string>).property === "article:tag"),
    ).toHaveLength(2);
  });

  it("makes paths absolute and leaves absolute URLs alone", () => {
    expect(absoluteUrl("https://a.example/", "/b")).toBe("https://a.example/b");
    expect(absoluteUrl("https://a.example", "b")).toBe("https://a.example/b");
    expect(absoluteUrl("https://a.example", "https://c.example/d")).toBe("https://c.example/d");
  });

  it("reads the site from the root match and falls back to defaults", () => {
    expect(siteFromMatches([{ loaderData: site }])).toEqual(site);
    expect(siteFromMatches([])).toEqual({ siteName: "SampleTray", siteUrl: "" });
  });
});

describe("JSON-LD helpers", () => {
  it("describes the organization from the configuration", () => {
    const org = organizationJsonLd({
      SITE_NAME: "SampleTray",
      SITE_URL: "https://sampletray.example",
      CONTACT_EMAIL: "hello@sampletray.example",
    });
    expect(org).toMatchObject({
      "@type": "Organization",
      name: "SampleTray",
      url: "https://sampletray.example/",
      email: "hello@sampletray.example",
    });
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd("https://s.example", [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://s.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://s.example/blog" },
    ]);
  });

  it("builds an FAQPage", () => {
    expect(faqJsonLd([{ question: "Q?", answer: "A." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
});
