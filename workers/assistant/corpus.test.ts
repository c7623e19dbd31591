import { describe, expect, it } from "vitest";
import { questionId, siteDocuments } from "./corpus";
import { documentById } from "./search";
import { TOPICS } from "./topics";

describe("the assistant's references into the site's content", () => {
  it("every document has its own id", () => {
    const ids = siteDocuments().map((doc) => doc.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(TOPICS.filter((topic) => topic.doc).map((topic) => [topic.name, topic.doc!]))(
    "topic %s answers from a document that exists (%s)",
    (_name, id) => {
      expect(documentById(id)).toBeDefined();
    },
  );

  it("a question's id is its words, not its position, and stays short", () => {
    expect(questionId("Why is my radiator cold at the top?")).toBe("why-is-my-radiator-cold-at-the-top");
    expect(questionId("Do I need a landlord's gas safety certificate (CP12)?")).toBe(
      "do-i-need-a-landlords-gas-safety-certificate-cp12",
    );
    const long = questionId(
      "How long does a new boiler installation take from the survey to the first hot shower at home?",
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith("-")).toBe(false);
  });
});
