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
  alt?: string;
  isLazy?: boolean;
  className?: string;
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
