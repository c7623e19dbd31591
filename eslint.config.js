// ESLint: typescript-eslint, React hooks and jsx-a11y rules, plus the one-way
// dependency rule between app/ and workers/ (see docs/decisions/0007-app-workers-dependency-direction.md).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** workers/ may import app/, never the reverse: the Worker hands routes what they need through the
 * router context (app/lib/contracts/request-context.server.ts declares it, workers/app.ts provides it). */
const NO_WORKERS = {
  regex: "(^|/)workers(/|$)",
  message:
    "app/ must not import workers/: pass what a route needs through the router context (app/lib/contracts/request-context.server.ts).",
};

/** Icons are named in one place and drawn once per document (app/components/icons.ts, IconSprite). */
const ICONS_BY_NAME = {
  regex: "^lucide$",
  message: 'Name the icon in app/components/icons.ts and show it with <Icon name="…">: it is drawn once per page.',
};

/** One layer's import rule: app/'s rule plus the layer's own patterns (a later rule replaces an earlier one). */
function layer(files, patterns) {
  return { files, rules: { "no-restricted-imports": ["error", { patterns: [NO_WORKERS, ...patterns] }] } };
}

/** The Worker reaches pages through React Router only. */
const WORKER_NO_PAGES = {
  regex: "^~/(lib/(browser|page)|routes)(/|$)",
  message: "The Worker reaches pages through React Router only: import contracts (~/lib/contracts) or content.",
};

const FEATURES = "leads|requests|photos|reminders|desk|assistant|api|pages";
const TOP = "env|wiring|doors|app|crons|retention";

const GROUND_FLOOR = {
  regex: `^(\\.\\.?/)+(${FEATURES}|${TOP})(/|$)`,
  message:
    "The ground floor (workers/mail, workers/http, workers/log.ts) imports no feature, env or wiring: take what you need as a parameter, or move the shared piece down here.",
};

const NO_TOP = {
  regex: `^(\\.\\./)+(${TOP})$`,
  message:
    "A feature never reads the environment or the wiring: declare the narrow deps it needs and build them in workers/wiring.ts.",
};

const LEADS_BELOW = {
  regex: "^(\\.\\./)+(requests|reminders|desk)(/|$)",
  message:
    "leads/ sits under requests/, reminders/ and desk/: hand in what the intake needs from them as a dependency (see RequestPageOpener in leads/intake.ts and workers/wiring.ts), or move the shared piece to workers/mail, workers/http or workers/log.ts.",
};

const PHOTOS_BELOW = {
  regex: "^(\\.\\./)+(leads|requests|reminders|desk)(/|$)",
  message:
    "photos/ sits under leads/: take what you need as a parameter, or move the shared piece to workers/http, workers/mail or workers/log.ts (the form token secret is in workers/http/form-secret.ts).",
};

/** A Worker layer's import rule: no page code, plus the layer's own patterns (a later rule replaces an earlier one). */
function workerLayer(files, patterns) {
  return { files, rules: { "no-restricted-imports": ["error", { patterns: [WORKER_NO_PAGES, ...patterns] }] } };
}

export default defineConfig([
  globalIgnores([
    "build/",
    ".react-router/",
    ".wrangler/",
    "reports/",
    "test-results/",
    "bench/floor/build/",
    "worker-configuration.d.ts",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The two classic hook rules. The React Compiler rules of eslint-plugin-react-hooks 7 are not
    // enabled: the project does not use the compiler, and its mount-time state updates are deliberate.
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Control characters are matched on purpose: they are refused in form fields.
    files: ["app/lib/contracts/quote/request.ts"],
    rules: { "no-control-regex": "off" },
  },
  {
    // The quote form focuses its first field only when it is opened on request (focusOnMount).
    files: ["app/components/QuoteForm.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
  // The layers (docs/decisions/0007 and 0012): app/ never imports workers/; contracts (shared with the
  // Worker) import no page, browser, component or route code; browser code imports no .server module;
  // the Worker reaches pages only through React Router, never browser code or route modules.
  layer(["app/**/*.{ts,tsx}"], [ICONS_BY_NAME]),
  layer(["app/components/icons.ts"], []),
  layer(
    ["app/lib/contracts/**/*.{ts,tsx}"],
    [
      {
        regex: "^(~/(lib/(page|browser)|components|routes)|(\\.\\./)+(page|browser))(/|$)",
        message:
          "A contract is shared with the Worker: it imports nothing from pages, browser code, components or routes.",
      },
    ],
  ),
  layer(
    ["app/lib/browser/**/*.{ts,tsx}"],
    [
      {
        regex: "\\.server(\\.tsx?)?$",
        message: "Browser code never imports a .server module: that would ship server code to the browser.",
      },
    ],
  ),
  // The Worker's floors (docs/decisions/0022-workers-layering.md): the ground floor (workers/mail,
  // workers/http, workers/log.ts) under the feature rooms, the wiring (workers/wiring.ts) and the
  // doors (app.ts, crons.ts, doors.ts, retention.ts, api/, pages/) above them.
  workerLayer(["workers/**/*.ts"], []),
  workerLayer(["workers/mail/**/*.ts", "workers/http/**/*.ts", "workers/log.ts"], [GROUND_FLOOR]),
  workerLayer(["workers/{leads,requests,photos,reminders,desk,assistant}/**/*.ts"], [NO_TOP]),
  workerLayer(["workers/leads/**/*.ts"], [NO_TOP, LEADS_BELOW]),
  workerLayer(["workers/photos/**/*.ts"], [NO_TOP, PHOTOS_BELOW]),
]);
