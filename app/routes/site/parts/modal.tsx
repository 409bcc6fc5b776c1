import { useEffect, useId, useRef } from "react";
import { CloseButton } from "~/components/close-button";

/**
 * An accessible modal on the native <dialog>: showModal() traps focus and makes the page behind
 * inert, Escape closes it, and focus returns to the element that opened it.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => {
      returnFocusRef.current?.focus();
      onClose();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto max-h-[90vh] w-[min(42rem,calc(100vw-1.5rem))] overflow-y-auto rounded-lg p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <CloseButton
          label="Close"
          onClick={() => dialogRef.current?.close()}
          hoverClass="hover:bg-slate-100"
        />
      </div>
      <div className="px-5 py-4">{isOpen ? children : null}</div>
    </dialog>
  );
}
