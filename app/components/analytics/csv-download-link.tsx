/** The button that downloads a page's CSV export (a plain link, so the browser saves the file). */
export function CsvDownloadLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      download
      className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
    >
      {children}
    </a>
  );
}
