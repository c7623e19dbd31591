import { Outlet } from "react-router";
import { DeskShell } from "~/components/desk/DeskShell";
import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk";

/** The desk's frame. Marks every desk page so the root layout leaves out the site's chrome. */
export const handle = { desk: true };

export function loader({ context }: Route.LoaderArgs) {
  return { user: deskFrom(context).user };
}

export const meta = () => [{ title: "Lead desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DeskShell user={loaderData.user}>
      <Outlet />
    </DeskShell>
  );
}
