/**
 * An e-mail's two parts as the console shows them (a message in the Outbox, the digest's preview):
 * the HTML in a sandboxed frame, which runs no script and cannot reach this page, and the plain
 * text as sent.
 */
export function MessageHtml({ title, html }: { title: string; html: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      className="mt-3 h-[36rem] w-full rounded-md border border-slate-200 bg-white"
    />
  );
}

export function MessageText({ text }: { text: string }) {
  return (
    <pre className="mt-2 whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
      {text}
    </pre>
  );
}
