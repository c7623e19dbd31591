import { describe, expect, it } from "vitest";
import { parseMultipartQuote, textFieldsIn } from "./multipart";

const MB = 1024 * 1024;

/** The body and Content-Type a browser sends for a form, as bytes. */
async function encoded(form: FormData) {
  const request = new Request("https://boilerrepairmiddlesbrough.co.uk/contact", { method: "POST", body: form });
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("Content-Type") ?? "",
  };
}

/** The contact form as a phone sends it: the text fields first, the photos last (the file input is last). */
function phoneForm(photoBytes: number[]) {
  const form = new FormData();
  form.append("formId", "contact");
  form.append("name", "Zoë Ødegård");
  form.append("phone", "07700 900123");
  form.append("postcode", "TS5 6AA");
  form.append("issue", "Boiler shows F28\r\nsince Monday");
  photoBytes.forEach((size, i) => form.append("photos", new File([new Uint8Array(size).fill(0x2d)], `IMG_${i}.jpg`)));
  return form;
}

describe("textFieldsIn: the text of a form read from its two ends", () => {
  it("finds every text field whole in the start of the body, and no file", async () => {
    const { bytes, type } = await encoded(phoneForm([3 * MB]));
    expect(textFieldsIn([bytes.subarray(0, 32 * 1024)], type)).toEqual({
      formId: "contact",
      name: "Zoë Ødegård",
      phone: "07700 900123",
      postcode: "TS5 6AA",
      issue: "Boiler shows F28\r\nsince Monday",
    });
  });

  it("finds a field that comes after the photos in the end of the body", async () => {
    const form = phoneForm([1 * MB]);
    form.append("email", "zoe@example.com");
    const { bytes, type } = await encoded(form);
    expect(textFieldsIn([bytes.subarray(bytes.byteLength - 1024)], type)).toEqual({ email: "zoe@example.com" });
  });

  it("leaves out a field cut by either end, and reads nothing without a boundary", async () => {
    const { bytes, type } = await encoded(phoneForm([]));
    const text = new TextDecoder().decode(bytes);
    const cut = bytes.subarray(0, new TextEncoder().encode(text.slice(0, text.indexOf("07700 9") + 3)).byteLength);
    expect(textFieldsIn([cut], type)).toEqual({ formId: "contact", name: "Zoë Ødegård" });
    expect(textFieldsIn([bytes], "multipart/form-data")).toEqual({});
  });
});

describe("parseMultipartQuote: a form refused whole hands back what was typed", () => {
  it("photos adding up to over 25 MB: 413, with the text fields", async () => {
    const { bytes, type } = await encoded(phoneForm([9 * MB, 9 * MB, 9 * MB]));
    const request = new Request("https://boilerrepairmiddlesbrough.co.uk/contact", {
      method: "POST",
      headers: { "Content-Type": type },
      body: bytes,
    });
    const parsed = await parseMultipartQuote(request);
    expect(parsed).toMatchObject({
      status: 413,
      typed: { name: "Zoë Ødegård", phone: "07700 900123", postcode: "TS5 6AA" },
    });
  });

  it("200 parts: 400, with the text fields", async () => {
    const form = phoneForm([]);
    for (let i = 0; i < 200; i++) form.append(`extra${i}`, "x");
    const { bytes, type } = await encoded(form);
    const parsed = await parseMultipartQuote(
      new Request("https://x.test/contact", { method: "POST", headers: { "Content-Type": type }, body: bytes }),
    );
    expect(parsed).toMatchObject({ status: 400, typed: { name: "Zoë Ødegård", postcode: "TS5 6AA" } });
  });
});
