import { TitledSection } from "./titled-section";

/** The white button on a call-to-action band. */
export const CTA_BUTTON_CLASS =
  "mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50";

/** The dark band that closes a page with one call to action (blog, pricing, for suppliers). */
export function CallToActionBand({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="bg-brand-800 text-white"
      innerClassName="mx-auto max-w-4xl px-4 py-14 text-center"
      titleClassName="text-3xl font-bold"
    >
      {children}
    </TitledSection>
  );
}
