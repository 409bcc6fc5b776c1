import { Link, type LinkProps } from "react-router";

/** The primary button's look: filled brand colour, white text. */
export const PRIMARY_BUTTON_CLASS =
  "rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";

/** A link that looks like the primary button; `className` adds its placement (margin, display). */
export function ButtonLink({ className, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={className ? `${className} ${PRIMARY_BUTTON_CLASS}` : PRIMARY_BUTTON_CLASS}
    />
  );
}
