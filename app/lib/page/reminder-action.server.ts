/**
 * The actions behind the reminder forms: the sign-up (the /reminders page and
 * the gas safety and servicing pages post it to their own page, so its answer
 * is shown where the form was, with or without JavaScript) and the manage
 * page's buttons. Both through the reminders port the Worker puts in the
 * router context.
 */
import { data, type RouterContextProvider } from "react-router";
import { readForm } from "../contracts/bounded-body";
import { MAX_BODY_BYTES } from "../contracts/quote/body";
import { REMINDER_FORM_VALUES, type ReminderFormAnswer, type ReminderFormValues } from "../contracts/reminders";
import { requestContext } from "../contracts/request-context.server";

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The form's text fields (an unreadable or too large body reads as an empty form: every field is then missing). */
async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await readForm(request, MAX_BODY_BYTES).catch(() => undefined);
  const fields: Record<string, string> = {};
  for (const [key, value] of form?.entries() ?? []) if (typeof value === "string") fields[key] = value;
  return fields;
}

/** What was typed, to show again beside the errors. */
function typed(fields: Record<string, string>): ReminderFormValues {
  const values: ReminderFormValues = {};
  for (const key of REMINDER_FORM_VALUES) if (fields[key] !== undefined) values[key] = fields[key].toWellFormed();
  return values;
}

export async function reminderSignUpAction({ request, context }: ActionArgs) {
  const { reminders } = context.get(requestContext);
  const fields = await formFields(request);
  const outcome = await reminders.signUp(fields, request.headers.get("CF-Connecting-IP") ?? undefined);
  if (outcome.status === 202) {
    return data<ReminderFormAnswer>({
      done: true,
      message: `We have sent a link to ${outcome.email}. Follow it to confirm; nothing else is sent until you do, and the request is deleted after 7 days if you do not.`,
    });
  }
  return data<ReminderFormAnswer>(
    {
      done: false,
      values: typed(fields),
      errors: outcome.status === 422 ? outcome.errors : {},
      message: outcome.status === 422 ? "Please check the fields marked below." : outcome.message,
    },
    { status: outcome.status },
  );
}

export async function reminderManageAction({ request, context }: ActionArgs, token: string) {
  const { reminders } = context.get(requestContext);
  const fields = await formFields(request);
  const outcome = await reminders.manage(token, fields);
  if (outcome.status === 404) {
    return data<ReminderFormAnswer>(
      { done: false, values: {}, errors: {}, message: "This link is not one of ours, or its reminders are gone." },
      { status: 404 },
    );
  }
  if (outcome.status === 200) {
    return data<ReminderFormAnswer>({ intent: outcome.intent, id: outcome.id, done: true, message: outcome.message });
  }
  return data<ReminderFormAnswer>(
    {
      intent: outcome.intent,
      id: outcome.id,
      done: false,
      values: typed(fields),
      errors: outcome.errors,
      message: outcome.message,
    },
    { status: 422 },
  );
}
