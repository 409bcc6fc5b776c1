import { DEFAULT_LOGO } from "~/lib/catalogue";

/**
 * An image with its size stated (no layout shift) and, unless `alt` is given, decorative: the
 * text beside it already names what it shows. `isLazy` for images below the fold or in lists.
 */
export function Picture({
  src,
  width,
  height = width,
  alt = "",
  isLazy = false,
  className,
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
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={isLazy ? "lazy" : undefined}
      className={className}
    />
  );
}

/** A company's logo, or the default one; with `name` it is named ("{name} logo"), not decorative. */
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
