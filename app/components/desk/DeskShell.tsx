import { NavLink } from "react-router";
import { DESK_PATHS } from "~/lib/contracts/desk";

const link = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2 py-2.5 text-sm font-semibold whitespace-nowrap underline-offset-4 sm:px-3 sm:text-base ${isActive ? "bg-white text-brand-900" : "text-white underline"}`;

/** The desk's own frame: no site navigation, call bar or assistant; who is signed in. */
export function DeskShell({ user, children }: { user: string; children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-2 sm:px-4">
          <p className="hidden text-lg font-bold sm:block">Lead desk</p>
          <nav aria-label="Desk" className="w-full sm:w-auto">
            <ul className="flex justify-between gap-1 sm:justify-end">
              <li>
                <NavLink to={DESK_PATHS.list} end className={link}>
                  Leads
                </NavLink>
              </li>
              <li>
                <NavLink to={DESK_PATHS.insight} className={link}>
                  Insight
                </NavLink>
              </li>
              <li>
                <NavLink to={DESK_PATHS.reminders} className={link}>
                  Reminders
                </NavLink>
              </li>
              <li>
                <NavLink to={DESK_PATHS.devices} className={link}>
                  Phones
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-5">{children}</div>
      <footer className="mx-auto max-w-5xl px-4 pb-8 text-sm text-slate-700">
        Signed in as {user} ·{" "}
        <NavLink to={DESK_PATHS.settings} className="font-semibold text-brand-800 underline underline-offset-4">
          Settings
        </NavLink>
      </footer>
    </div>
  );
}
