import { CallButton } from "./PhoneLink";

/** Fixed call bar along the bottom of small screens only (a labelled landmark, like all content). */
export function CallBar() {
  return (
    <aside
      aria-label="Call us"
      data-testid="call-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 p-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <CallButton className="w-full text-lg" />
    </aside>
  );
}
