import { afterNextPaint } from "~/lib/browser/after-next-paint";
import { API_PATHS } from "~/lib/contracts/api-paths";
import { type FormEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { contactFallbackError, gasEmergencyLine } from "~/content/business";
import {
  type AssistantReply as Reply,
  type AssistantRequest,
  type HistoryItem,
  MAX_HISTORY_ITEMS,
  MAX_HISTORY_TEXT,
  replyAsText,
} from "~/lib/contracts/assistant";
import { QUICK_REPLIES } from "~/lib/browser/assistant-topics";
import { FORM_TOKEN_FIELD, type QuoteAnswer } from "~/lib/contracts/quote/fields";
import { sendQuote } from "~/lib/browser/send-quote";
import { Icon } from "../Icon";

type Entry = { from: "visitor"; text: string } | { from: "assistant"; reply: Reply };

const STORAGE_KEY = "assistant-conversation";
const GREETING: Entry = {
  from: "assistant",
  reply: {
    topic: "greeting",
    text: [
      "Hello! Tell me what's wrong with your boiler or heating, or pick a topic. If you smell gas, tell me first.",
    ],
    links: [],
  },
};

function loadConversation(): Entry[] {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as Entry[]) : [GREETING];
  } catch {
    return [GREETING];
  }
}

/** The conversation before this message, as the API reads it: the last turns, oldest first, the greeting left out. */
function historyOf(entries: readonly Entry[]): HistoryItem[] {
  return entries
    .filter(
      (e) => e !== GREETING && !(e.from === "assistant" && (e.reply.topic === "greeting" || e.reply.topic === "error")),
    )
    .slice(-MAX_HISTORY_ITEMS)
    .map((e) =>
      e.from === "visitor"
        ? { role: "visitor", text: e.text.slice(0, MAX_HISTORY_TEXT) }
        : { role: "assistant", text: replyAsText(e.reply) },
    );
}

async function ask(message: string, history: HistoryItem[]): Promise<Reply> {
  try {
    const body: AssistantRequest = history.length ? { message, history } : { message };
    const response = await fetch(API_PATHS.assistant, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as Reply;
  } catch {
    return { topic: "error", text: [contactFallbackError], links: [] };
  }
}

function Links({ links, onFollow }: { links: Reply["links"]; onFollow: () => void }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.href}>
          {link.href.startsWith("/") ? (
            <Link
              to={link.href}
              onClick={onFollow}
              className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:ring-brand-600"
            >
              {link.label}
            </Link>
          ) : (
            <a
              href={link.href}
              className="inline-block rounded-full bg-flame-700 px-3 py-1 text-sm font-semibold text-white"
            >
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The callback form; `issue` starts as the visitor's last message, so a question the assistant could not answer reaches us with the request. */
function CallbackForm({ issue, onAnswer }: { issue: string; onAnswer: (answer: QuoteAnswer) => void }) {
  const [sending, setSending] = useState(false);
  const { pathname } = useLocation();
  const [submissionId] = useState(() => crypto.randomUUID());
  // The page's signed form token: the request counts as sent from a form of this site.
  const formToken = useRouteLoaderData<{ formToken?: string }>("root")?.formToken ?? "";
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setSending(true);
    const answer = await sendQuote({
      ...fields,
      submissionId,
      [FORM_TOKEN_FIELD]: formToken,
      service: "Callback requested through the assistant",
      sourcePage: pathname,
    });
    setSending(false);
    onAnswer(answer);
  }
  const input = "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900";
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Request a callback"
      className="mt-2 space-y-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
    >
      <label className="block text-sm font-semibold">
        Your name
        <input name="name" required minLength={2} maxLength={100} autoComplete="name" className={input} />
      </label>
      <label className="block text-sm font-semibold">
        Phone number
        <input name="phone" type="tel" required maxLength={20} autoComplete="tel" className={input} />
      </label>
      <label className="block text-sm font-semibold">
        Postcode
        <input name="postcode" required maxLength={10} autoComplete="postal-code" className={`${input} uppercase`} />
      </label>
      <label className="block text-sm font-semibold">
        What's wrong?
        <input name="issue" maxLength={2000} defaultValue={issue} className={input} />
      </label>
      <button type="submit" disabled={sending} className="btn btn-call w-full">
        {sending ? "Sending..." : "Call me back"}
      </button>
    </form>
  );
}

/**
 * The assistant: a native modal <dialog> (the browser keeps focus in it and
 * the page behind inert; Escape or a tap outside closes it, and focus goes
 * back to the launcher); the conversation lasts for the tab. A tap paints it
 * first and makes it modal in the next frame.
 */
export default function AssistantDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const [entries, setEntries] = useState<Entry[]>(loadConversation);
  const [thinking, setThinking] = useState(false);
  const [showCallback, setShowCallback] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  // The dialog follows `open`; the browser's own closing (Escape) reports back through onClose.
  // It is shown at once and made modal once that frame is painted: making the page behind inert
  // restyles every element of the page (about 100 ms on a slow phone), which would hold back the tap.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      if (element.open) {
        element.close();
        // Focus goes back to the launcher however it was closed (button, Escape, a tap outside). The browser
        // restores the element focused when the dialog became modal, which can be one inside it by then.
        returnFocus.current?.focus();
      }
      return;
    }
    if (!element.open) element.show();
    if (element.matches(":modal")) return;
    return afterNextPaint(() => {
      if (!element.open || element.matches(":modal")) return;
      // A visitor already typing keeps their place: showModal() moves focus to the dialog, and the caret with it.
      const active = document.activeElement;
      const field = active instanceof HTMLInputElement && element.contains(active) ? active : undefined;
      const { selectionStart = null, selectionEnd = null } = field ?? {};
      element.close();
      element.showModal();
      field?.focus();
      field?.setSelectionRange(selectionStart, selectionEnd);
    });
  }, [open, returnFocus]);

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-40)));
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [entries]);

  async function send(text: string) {
    const message = text.trim();
    if (!message || thinking) return;
    const history = historyOf(entries);
    setEntries((current) => [...current, { from: "visitor", text: message }]);
    setThinking(true);
    const reply = await ask(message, history);
    setThinking(false);
    setEntries((current) => [...current, { from: "assistant", reply }]);
    setShowCallback(reply.topic === "callback");
  }

  const last = entries[entries.length - 1];
  const offerCallback = last?.from === "assistant" && last.reply.offerCallback && !showCallback;

  return (
    // A tap on the backdrop (outside the dialog's box) is a click on the dialog itself: it closes it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is the keyboard's way
    <dialog
      ref={dialog}
      aria-labelledby="assistant-title"
      aria-describedby="assistant-description"
      onClose={(event) => {
        // Not when it was closed only to be shown again as modal (above): it is open by now.
        if (event.currentTarget.open) return;
        onOpenChange(false);
        returnFocus.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="fixed inset-x-0 top-auto bottom-0 z-50 m-0 max-h-[90dvh] w-full max-w-none flex-col overflow-hidden rounded-t-2xl border-0 bg-slate-50 p-0 shadow-2xl backdrop:bg-slate-900/40 open:flex sm:inset-x-auto sm:right-5 sm:bottom-5 sm:left-auto sm:w-[26rem] sm:rounded-2xl"
    >
      <div className="flex items-center justify-between rounded-t-2xl bg-brand-900 px-4 py-3 text-white">
        <h2 id="assistant-title" className="font-bold text-white">
          Ask Boiler Repair Middlesbrough
        </h2>
        <button
          type="button"
          aria-label="Close the assistant"
          className="rounded-lg p-2 hover:bg-white/10"
          onClick={() => onOpenChange(false)}
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
      <p id="assistant-description" className="sr-only">
        {`Answers from our engineers' guides. For a gas smell call ${gasEmergencyLine.display}.`}
      </p>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="flex-1 space-y-3 overflow-y-auto p-4"
      >
        {entries.map((entry, index) =>
          entry.from === "visitor" ? (
            <p
              key={index}
              className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-800 px-3 py-2 text-white"
            >
              {entry.text}
            </p>
          ) : (
            <div
              key={index}
              data-topic={entry.reply.topic}
              className={`max-w-[92%] rounded-2xl rounded-bl-sm px-3 py-2 ${entry.reply.urgent || entry.reply.topic === "gas-emergency" ? "bg-red-50 text-red-950 ring-2 ring-red-700" : "bg-white text-slate-800 ring-1 ring-slate-200"}`}
            >
              {entry.reply.text.map((p) => (
                <p key={p.slice(0, 30)} className="mt-1 first:mt-0">
                  {p}
                </p>
              ))}
              {entry.reply.steps && (
                <ol className="mt-2 list-decimal space-y-1 pl-5">
                  {entry.reply.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              )}
              {entry.reply.after?.map((p) => (
                <p key={p.slice(0, 30)} className="mt-2">
                  {p}
                </p>
              ))}
              <Links links={entry.reply.links} onFollow={() => onOpenChange(false)} />
            </div>
          ),
        )}
        {thinking && <p className="text-sm text-slate-600">Looking that up...</p>}
        {offerCallback && (
          <button type="button" onClick={() => setShowCallback(true)} className="btn btn-primary">
            Request a callback
          </button>
        )}
        {showCallback && (
          <CallbackForm
            issue={
              [...entries]
                .reverse()
                .find((e) => e.from === "visitor")
                ?.text.slice(0, 2000) ?? ""
            }
            onAnswer={(answer) => {
              if (answer.success) setShowCallback(false);
              setEntries((current) => [
                ...current,
                {
                  from: "assistant",
                  reply: {
                    topic: answer.success ? "callback-sent" : "callback-error",
                    text: [answer.message],
                    links: [],
                  },
                },
              ]);
            }}
          />
        )}
      </div>
      <div className="border-t border-slate-200 p-3">
        <ul className="mb-2 flex gap-2 overflow-x-auto pb-1" aria-label="Suggested questions">
          {QUICK_REPLIES.map((chip) => (
            <li key={chip} className="shrink-0">
              <button
                type="button"
                onClick={() => void send(chip)}
                className="rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:ring-brand-600"
              >
                {chip}
              </button>
            </li>
          ))}
        </ul>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const input = event.currentTarget.elements.namedItem("message") as HTMLInputElement;
            void send(input.value);
            input.value = "";
          }}
        >
          <label htmlFor="assistant-message" className="sr-only">
            Your question
          </label>
          <input
            id="assistant-message"
            name="message"
            autoComplete="off"
            maxLength={2048}
            placeholder="e.g. Vaillant F28"
            className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
          />
          <button type="submit" aria-label="Send" className="btn btn-call px-3">
            <Icon name="send" className="size-5" />
          </button>
        </form>
      </div>
    </dialog>
  );
}
