/**
 * Every API endpoint the Worker answers before React Router: path, the
 * methods it accepts and its handler; the first rows of the door table
 * (workers/doors.ts). Anything else is another door or a page (or a 404).
 * Each handler still answers 405 with `Allow` itself for other methods, so
 * the table and the handler cannot disagree about what a client is told.
 */
import { API_PATHS } from "~/lib/contracts/api-paths";
import { handleAssistant } from "./assistant";
import { handleCoverage } from "./coverage";
import { handleContactRequest } from "./contact";
import type { WorkerEnv } from "../env";
import { intakeDeps, photoDeps, textDoorDeps } from "../wiring";
import { handleTrack } from "./track";
import { handlePhotoUpload } from "./lead-photos";
import { handleTextReply, handleTextStatus } from "../texts/http";

export interface Endpoint {
  path: string;
  methods: readonly string[];
  handle: (request: Request, env: WorkerEnv, ctx: ExecutionContext) => Response | Promise<Response>;
}

export const endpoints: readonly Endpoint[] = [
  {
    path: API_PATHS.contact,
    methods: ["POST"],
    handle: (request, env) => handleContactRequest(request, intakeDeps(env), photoDeps(env)),
  },
  {
    path: API_PATHS.track,
    methods: ["POST"],
    handle: (request, env) =>
      handleTrack(request, { db: env.LEADS_DB, rateLimiter: env.TRACK_RATE_LIMITER, now: () => new Date() }),
  },
  { path: API_PATHS.coverage, methods: ["GET", "HEAD"], handle: (request) => handleCoverage(request) },
  {
    path: API_PATHS.assistant,
    methods: ["POST"],
    handle: (request, env) => handleAssistant(request, { rateLimiter: env.ASSISTANT_RATE_LIMITER }),
  },
  {
    path: API_PATHS.leadPhotos,
    methods: ["POST"],
    handle: (request, env) =>
      handlePhotoUpload(request, {
        ...photoDeps(env),
        formTokenEnv: env,
        rateLimiter: env.PHOTO_RATE_LIMITER,
        now: () => new Date(),
      }),
  },
  {
    path: API_PATHS.textStatus,
    methods: ["POST"],
    handle: (request, env) => handleTextStatus(request, textDoorDeps(env)),
  },
  {
    path: API_PATHS.textInbound,
    methods: ["POST"],
    handle: (request, env) => handleTextReply(request, textDoorDeps(env)),
  },
];
