import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hex } from "./hex";

describe("hex", () => {
  it("writes each byte as two lower-case digits, in order", () => {
    expect(hex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe("00010f10abff");
    expect(hex(new Uint8Array([]))).toBe("");
  });

  it("reads an ArrayBuffer and a Uint8Array alike, and agrees with Node's Buffer spelling", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const expected = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
        expect(hex(bytes)).toBe(expected);
        expect(hex(bytes.slice().buffer)).toBe(expected);
      }),
    );
  });
});
