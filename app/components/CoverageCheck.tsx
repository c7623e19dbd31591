import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { API_PATHS } from "~/lib/contracts/api-paths";
import type { CoverageAnswer } from "~/lib/contracts/coverage";
import { getJson, HttpError } from "~/lib/browser/json-client";
import { CallButton } from "./PhoneLink";

const FALLBACK: CoverageAnswer = {
  status: "invalid",
  message: "We could not check that just now. Please call us instead.",
};

/** The endpoint answers 400 with its JSON answer ("Please enter a UK postcode") for a postcode it cannot read. */
function invalidPostcodeAnswer(error: unknown): CoverageAnswer | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  try {
    const answer = JSON.parse(error.body) as CoverageAnswer;
    return answer.status === "invalid" ? answer : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Type a postcode (or its first part) and get an instant answer. Without
 * JavaScript the form opens the areas page, which answers there.
 */
export function CoverageCheck({ initial, tone = "dark" }: { initial?: CoverageAnswer; tone?: "dark" | "light" }) {
  const id = useId();
  const [answer, setAnswer] = useState<CoverageAnswer | undefined>(initial);
  const [checking, setChecking] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const postcode = new FormData(event.currentTarget).get("postcode");
    setChecking(true);
    try {
      const query = `${API_PATHS.coverage}?postcode=${encodeURIComponent(String(postcode ?? ""))}`;
      setAnswer((await getJson<CoverageAnswer>([query])) ?? FALLBACK);
    } catch (error) {
      setAnswer(invalidPostcodeAnswer(error) ?? FALLBACK);
    } finally {
      setChecking(false);
    }
  }

  const dark = tone === "dark";
  return (
    <div>
      <form
        method="get"
        action="/areas#coverage"
        onSubmit={onSubmit}
        className="flex gap-2"
        role="search"
        aria-label="Check your postcode"
      >
        <label htmlFor={id} className="sr-only">
          Your postcode
        </label>
        <input
          id={id}
          name="postcode"
          required
          maxLength={10}
          autoComplete="postal-code"
          autoCapitalize="characters"
          placeholder="e.g. TS5 or TS1 2RQ"
          defaultValue={initial?.district}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 uppercase placeholder:text-slate-500 placeholder:normal-case"
        />
        <button
          type="submit"
          disabled={checking}
          className={`btn ${dark ? "bg-white text-brand-900 hover:bg-brand-50" : "btn-primary"}`}
        >
          {checking ? "Checking..." : "Check"}
        </button>
      </form>
      <div aria-live="polite" data-testid="coverage-answer">
        {answer && (
          <div
            className={`mt-3 rounded-lg p-3 text-sm font-semibold ${
              answer.status === "covered"
                ? "bg-green-50 text-green-900"
                : answer.status === "borderline"
                  ? "bg-amber-50 text-amber-900"
                  : answer.status === "outside"
                    ? "bg-slate-100 text-slate-900"
                    : "bg-red-50 text-red-900"
            }`}
          >
            <p>{answer.message}</p>
            {answer.area && (
              <Link to={answer.area.href} className="mt-1 inline-block underline">
                {`Boiler repair in ${answer.area.name}`}
              </Link>
            )}
          </div>
        )}
      </div>
      {answer?.status === "borderline" && <CallButton label="Call to check" className="mt-3 w-full" />}
    </div>
  );
}
