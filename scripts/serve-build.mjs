// Serves the production build (build/server) in workerd with `wrangler dev`,
// which compresses responses as Cloudflare's edge does. Used by the
// Lighthouse and benchmark scripts.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * @param {{ port?: number, inspectorPort?: number, probe?: string, vars?: Record<string, string> }} [options]
 *   inspectorPort: workerd's DevTools inspector (CPU profiles); probe: the path fetched to know it is up;
 *   vars: environment variables for this run only.
 * @returns {Promise<{ origin: string, pid: number, stop: () => Promise<void> }>} pid: wrangler's process group; stop resolves once wrangler dev has exited
 *   (and taken its entry out of wrangler's local dev registry).
 */
export async function serveBuild({ port = 8788, inspectorPort, probe = "/", vars = {} } = {}) {
  // SERVE_PORT_OFFSET lets two checkouts run their scripts side by side.
  port += Number(process.env.SERVE_PORT_OFFSET ?? 0);
  if (!existsSync("build/server/wrangler.json")) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "-c",
      "build/server/wrangler.json",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
      ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    try {
      process.kill(-(child.pid ?? 0), "SIGTERM");
    } catch {
      // already gone
    }
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`);
    try {
      const response = await fetch(`${origin}${probe}`);
      if (response.ok) return { origin, pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`wrangler dev did not start within 60 s:\n${output}`);
}
