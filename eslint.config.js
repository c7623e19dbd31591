// ESLint: typescript-eslint, React hooks and jsx-a11y rules, plus the one-way
// dependency rule between app/ and workers/ (see docs/decisions/0007-app-workers-dependency-direction.md).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["app/lib/quote-request.ts"],
    rules: { "no-control-regex": "off" },
  },
  {
    // The quote form focuses its first field only when it is opened on request (focusOnMount).
    files: ["app/components/QuoteForm.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
  {
    // workers/ may import app/, never the reverse: the Worker hands routes what they need through the
    // router context (app/lib/request-context.server.ts declares it, workers/app.ts provides it).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)workers(/|$)",
              message:
                "app/ must not import workers/: pass what a route needs through the router context (app/lib/request-context.server.ts).",
            },
          ],
        },
      ],
    },
  },
]);
