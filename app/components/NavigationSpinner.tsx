import { useNavigation } from "react-router";

/** A 'Loading...' spinner, shown while a client navigation is pending. */
export function NavigationSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center motion-safe:animate-[fade-in_150ms_ease-out]"
    >
      <div className="flex items-center gap-3 rounded-full bg-white px-5 py-2.5 font-semibold text-brand-900 shadow-lg ring-1 ring-slate-200">
        <span
          aria-hidden="true"
          className="size-5 animate-spin-slow rounded-full border-[3px] border-brand-100 border-t-brand-700"
        />
        Loading...
      </div>
    </div>
  );
}
