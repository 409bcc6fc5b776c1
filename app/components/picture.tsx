import { DEFAULT_LOGO } from "~/lib/catalogue";

/**
 * An image with its size stated (no layout shift) and, unless `alt` is given, decorative: the
 * text beside it already names what it shows. `isLazy` for images below the fold or in lists.
 */
export function Picture({
  width,
  height = width,
  alt = "",
  isLazy = false,
  ...imgProps
}: {
  src: string;
  width: number;
  /** Defaults to `width` (a square logo). */
  height?: number;
  alt?: string | undefined;
  isLazy?: boolean | undefined;
  className?: string | undefined;
}) {
  return (
    <img
      {...imgProps}
      alt={alt}
      width={width}
      height={height}
      loading={isLazy ? "lazy" : undefined}
    />
  );
}

/**
 * A company's logo, or the default one; decorative (the name stands beside it) unless `name` is
 * given ("{name} logo"), as NamedCompanyLogo does.
 */
export function CompanyLogo({
  logo,
  size,
  name,
  isLazy,
  className,
}: {
  logo: string | null;
  size: number;
  name?: string;
  isLazy?: boolean;
  className?: string;
}) {
  return (
    <Picture
      src={logo ?? DEFAULT_LOGO}
      width={size}
      alt={name ? `${name} logo` : undefined}
      isLazy={isLazy}
      className={className}
    />
  );
}

/** The logo at the head of a page about the company, named "{name} logo". */
export function NamedCompanyLogo({
  company,
  size,
  className,
}: {
  company: { logo: string | null; name: string };
  size: number;
  className: string;
}) {
  return <CompanyLogo logo={company.logo} name={company.name} size={size} className={className} />;
}

/** A company's logo in a directory card or a search result: 48 px, lazy, in a rounded square. */
export function CardLogo({ logo, className }: { logo: string | null; className?: string }) {
  return (
    <CompanyLogo
      logo={logo}
      size={48}
      isLazy
      className={`h-12 w-12 rounded object-contain${className ? ` ${className}` : ""}`}
    />
  );
}
