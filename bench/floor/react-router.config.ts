import type { Config } from "@react-router/dev/config";

// The JavaScript floor: React and React Router with an empty root and one
// empty route, same versions and flags as the site. `npm run lighthouse`
// builds it to show what the site adds on top.
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
