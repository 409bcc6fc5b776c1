import { Link, type LinkProps } from "react-router";
import { TitledSection } from "~/components/titled-section";

/** The white button on a call-to-action band. */
export function CallToActionLink(props: Omit<LinkProps, "className">) {
  return (
    <Link
      {...props}
      className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
    />
  );
}

/** The dark band that closes a page with one call to action (blog, pricing, for suppliers). */
export function CallToActionBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  /** The sentence under the title. */
  text: React.ReactNode;
  /** The call to action: one CallToActionLink. */
  children: React.ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="bg-brand-800 text-white"
      innerClassName="mx-auto max-w-4xl px-4 py-14 text-center"
      heading="large"
    >
      <p className="mt-3 text-brand-50">{text}</p>
      {children}
    </TitledSection>
  );
}

/**
 * The band that closes the supplier pages: `lead`, then "Already listed? Claim your company
 * page." (the claim form), then the page's own call to action.
 */
export function SupplierCallToAction({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: React.ReactNode;
}) {
  return (
    <CallToActionBand
      id="cta-title"
      title={title}
      text={
        <>
          {lead} Already listed?{" "}
          <Link to="/claim-request" className="font-semibold underline">
            Claim your company page
          </Link>
          .
        </>
      }
    >
      {children}
    </CallToActionBand>
  );
}
