/**
 * Every door of the Worker, in the order they are tried: the API endpoints
 * (workers/api/endpoints.ts), then the private pages' doors (the desk with
 * its photo and call paths behind Cloudflare Access, request pages, the
 * reminders' own paths). A path no door takes, or a door that passes
 * (answers undefined), is a public page (workers/pages/serve.ts).
 */
import { endpoints } from "./api/endpoints";
import { deskCallPath, serveCall } from "./desk/call";
import { isDeskPath, serveDesk } from "./desk/gate";
import { linkDeskManifest } from "./desk/install";
import type { WorkerEnv } from "./env";
import { servePrivatePage } from "./pages/serve";
import { deskPhotoPath, servePhoto } from "./photos/serve";
import { isPrivateReminderPath, mightBeReminderPath, serveReminderPath } from "./reminders/http";
import { isRequestPath, serveRequestPage } from "./requests/http";
import { deskPort, photoDeps, reminderDeps, requestMailer } from "./wiring";

export interface DoorCall {
  request: Request;
  pathname: string;
  env: WorkerEnv;
  ctx: ExecutionContext;
  /** This response's CSP nonce, for a page rendered behind the door. */
  nonce: string;
}

export interface Door {
  /** What the door is, for people reading the table. */
  name: string;
  matches: (pathname: string) => boolean;
  /** The answer, or undefined to let the path fall through to the public pages. */
  serve: (call: DoorCall) => Promise<Response | undefined> | Response;
  /**
   * Paths whose every answer (page, 404, 429, ...) is private: no-store,
   * noindex and no referrer, set after the security headers (they are stricter).
   * May ask React Router which route it serves the path with (asynchronous).
   */
  private?: (pathname: string) => boolean | Promise<boolean>;
}

const always = () => true;

export const doors: readonly Door[] = [
  ...endpoints.map((endpoint): Door => ({
    name: `API ${endpoint.path}`,
    matches: (pathname) => pathname === endpoint.path,
    serve: ({ request, env, ctx }) => endpoint.handle(request, env, ctx),
  })),
  {
    // A lead's photo, behind the desk's gate.
    name: "desk photo",
    matches: (pathname) => deskPhotoPath(pathname) !== undefined,
    serve: ({ request, pathname, env }) =>
      serveDesk(request, env, async () => {
        const photo = deskPhotoPath(pathname)!;
        return servePhoto(request, env.LEAD_PHOTOS, photo.leadId, photo.photoId);
      }),
  },
  {
    // A push notification's "Call" action, behind the desk's gate.
    name: "desk call",
    matches: (pathname) => {
      try {
        return deskCallPath(pathname) !== null;
      } catch {
        return false; // a malformed lead id: the desk's own 404, behind the gate
      }
    },
    serve: ({ request, pathname, env }) =>
      serveDesk(request, env, (user) => serveCall(deskPort(env, user), deskCallPath(pathname)!)),
  },
  {
    // The desk is private: checked by its own gate and rendered afresh, never from the page cache.
    name: "desk",
    matches: isDeskPath,
    serve: ({ request, env, ctx, nonce }) =>
      serveDesk(request, env, async (user) =>
        linkDeskManifest(await servePrivatePage(request, env, ctx, nonce, { desk: deskPort(env, user) })),
      ),
  },
  {
    // Request pages (/requests/{token}): rate limited, rendered afresh, private.
    name: "request page",
    matches: isRequestPath,
    serve: ({ request, env, ctx, nonce }) =>
      serveRequestPage(
        request,
        env,
        (posted, requests) => servePrivatePage(posted, env, ctx, nonce, { requests }),
        requestMailer(env),
        photoDeps(env),
      ),
    private: always,
  },
  {
    // Reminders: the calendar file, and the private confirm, unsubscribe and manage pages in every
    // spelling React Router serves them (any letter case, a trailing slash, %-encoded letters): any
    // path whose first segment reads "reminders"; it answers undefined for anything else (a public page).
    name: "reminders",
    matches: mightBeReminderPath,
    serve: ({ request, env, ctx, nonce }) =>
      serveReminderPath(request, reminderDeps(env), (page) => servePrivatePage(page, env, ctx, nonce, {})),
    private: isPrivateReminderPath,
  },
];

/**
 * What every door's path starts with (the reminders' door reads it in any letter case, after
 * repeated slashes): a path that starts otherwise, with no %-escape that could spell it, is a public
 * page, known without asking each door (a cold public page asks nothing of the table).
 */
const DOOR_START = /^\/+(?:api|desk|requests|reminders)/i;

/** The first door that takes this path, or undefined for a public page. */
export function findDoor(pathname: string): Door | undefined {
  if (!DOOR_START.test(pathname) && !pathname.includes("%")) return undefined;
  return doors.find((door) => door.matches(pathname));
}
