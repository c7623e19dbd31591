import { Suspense, useEffect, useRef, useState } from "react";
import { lazyComponent, whenIdleAfterLoad } from "~/lib/browser/lazy-component";
import { Icon } from "../Icon";

const assistant = lazyComponent(() => import("./AssistantDialog"));
const loadAssistant = () => void assistant.load();

/**
 * The assistant's launcher on every page. The assistant itself (and its
 * conversation code) is not in the page's initial JavaScript: it is fetched when
 * the browser is idle after the page has loaded, or when a visitor reaches for
 * the button, so the first tap opens it at once.
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdleAfterLoad(assistant.load), []);
  const AssistantDialog = assistant.Component();
  return (
    <>
      <button
        ref={button}
        type="button"
        onPointerEnter={loadAssistant}
        onPointerDown={loadAssistant}
        onTouchStart={loadAssistant}
        onFocus={loadAssistant}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="tooltip tooltip-end fixed right-3 bottom-20 z-40 flex items-center gap-2 rounded-full bg-brand-800 px-4 py-3 font-bold text-white shadow-xl hover:bg-brand-900 md:right-5 md:bottom-5"
        data-tooltip="Questions about your boiler? Ask here"
      >
        <Icon name="message-circle" className="size-5" />
        <span>Ask us</span>
      </button>
      {used && (
        <Suspense
          fallback={
            open && (
              <div
                role="status"
                className="fixed right-3 bottom-36 z-50 flex items-center gap-3 rounded-full bg-white px-5 py-2.5 font-semibold text-brand-900 shadow-lg ring-1 ring-slate-200 md:right-5 md:bottom-20"
              >
                <span
                  aria-hidden="true"
                  className="size-5 animate-spin-slow rounded-full border-[3px] border-brand-100 border-t-brand-700"
                />
                Loading...
              </div>
            )
          }
        >
          <AssistantDialog open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
