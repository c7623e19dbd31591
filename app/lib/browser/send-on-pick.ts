/**
 * A server-rendered form with a file input marked `data-send-on-pick` (the
 * request page's "Add photos") is sent as soon as files are picked, as the
 * contact form's photos upload on pick: one tap, and nothing chosen is left
 * behind unsent. The form's button says it is sending and the status line
 * `[data-send-status]` of the form says so to screen readers. Without
 * JavaScript the form's own button sends it. One listener on the document;
 * returns a function that removes it, for effects.
 */
export function sendOnPick(root: Document = document): () => void {
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches("input[type=file][data-send-on-pick]")) return;
    const form = input.form;
    const count = input.files?.length ?? 0;
    if (!form || count === 0 || !form.checkValidity()) return;
    const status = form.querySelector<HTMLElement>("[data-send-status]");
    if (status) status.textContent = `Sending ${count} photo${count === 1 ? "" : "s"}…`;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    form.requestSubmit(button ?? undefined);
    if (button) {
      button.disabled = true;
      button.textContent = "Sending…";
    }
  };
  root.addEventListener("change", onChange);
  return () => root.removeEventListener("change", onChange);
}
