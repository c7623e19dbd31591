/**
 * The Worker entry of the `unit` test project (vitest.config.ts): its tests
 * call modules directly, so nothing here answers requests. Tests that send
 * requests to the Worker belong to the `worker` project, whose entry is the
 * production build.
 */
export default {
  fetch: () => new Response("The unit test project has no Worker entry; see vitest.config.ts.", { status: 501 }),
} satisfies ExportedHandler;
