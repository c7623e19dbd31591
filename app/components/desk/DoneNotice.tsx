/** What an action came to, announced to screen readers; empty (and hidden) when nothing was done. */
export function DoneNotice({ message }: { message: string | null }) {
  return (
    <p
      role="status"
      className={
        message ? "mt-3 rounded-lg border border-brand-700 bg-brand-50 p-3 font-semibold text-brand-900" : "sr-only"
      }
    >
      {message ?? ""}
    </p>
  );
}
