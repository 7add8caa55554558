import sharp from "sharp";
import { Hono } from "hono";
import { expect, it } from "vitest";
import { uploadProblemMessage } from "../../app/content/inbox/upload-copy.ts";
import { parseUploadProblem } from "../../app/lib/upload-limits.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { makeTempDir } from "../../tests/server-support/temp-dir.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { photoJpeg } from "../../tests/test-images.ts";
import type { InboxEnv } from "../inbox/inbox-context.ts";
import { createSessionStore } from "../store/session-store.ts";
import { createUploadStore } from "../store/upload-store.ts";
import { createUserStore } from "../store/user-store.ts";
import { openUploadsFolder } from "../uploads/uploads-folder.ts";
import { createUploads } from "../uploads/uploads.ts";
import { uploadRoutes } from "./upload-routes.ts";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

const photoFile = async (width: number, height: number) =>
  new File([new Uint8Array(await photoJpeg({ width, height }))], "photo.jpg", { type: "image/jpeg" });

function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describeEachBackend("the editor's upload routes", (backend) => {
  const databases = useTestDatabases(backend);

  /**
   * The routes inside an app set up as the inbox's door leaves a request it
   * let through: signed in (a real session of a real account), the body
   * read. The door's own checks (Origin, CSRF, body limit) are the inbox's.
   */
  const setUp = async () => {
    const database = await databases.fresh();
    const now = new Date();
    const users = createUserStore(database);
    const { user } = await users.add("layla@dunecrest.example", "owner", now);
    const sessions = createSessionStore(database);
    const session = await sessions.authenticate((await sessions.create(user.id, now)).token, now);
    const folder = await openUploadsFolder(makeTempDir("uploads"));
    const app = new Hono<InboxEnv>();
    app.use(async (c, next) => {
      c.set("session", session);
      return next();
    });
    uploadRoutes({ uploads: createUploads(folder, createUploadStore(database), () => now), folder })(app);
    const post = (fields: Record<string, string | Blob>) =>
      app.request("/site/uploads", { method: "POST", body: form(fields) });
    return { app, post, user };
  };

  it("takes a photo and answers its id and size; each variant is served as the image it is, never as a page or a script", async () => {
    const { app, post } = await setUp();
    const photo = await photoFile(900, 600);
    const response = await post({ purpose: "team-photo", file: photo });
    expect(response.status).toBe(200);
    const image = (await response.json()) as { id: string };
    expect(image).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      purpose: "team-photo",
      width: 600,
      height: 600,
    });
    for (const [file, type, decoder] of [
      ["160.avif", "image/avif", "heif"],
      ["64.webp", "image/webp", "webp"],
    ] as const) {
      const variant = await app.request(`/site/uploads/${image.id}/${file}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe(type);
      expect(variant.headers.get("x-content-type-options")).toBe("nosniff");
      expect(variant.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(variant.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).format).toBe(decoder);
    }
  });

  it("serves nothing but a variant's file", async () => {
    const { app, post } = await setUp();
    const photo = await photoFile(300, 300);
    const { id } = (await (await post({ purpose: "team-photo", file: photo })).json()) as { id: string };
    for (const path of [
      `/site/uploads/${id}/170.webp`,
      `/site/uploads/${id}/index.html`,
      `/site/uploads/${id}/64.svg`,
      `/site/uploads/${id}/..%2F..%2Fsubmissions.sqlite`,
      "/site/uploads/not-an-id/64.webp",
    ])
      expect((await app.request(path)).status, path).toBe(404);
  });

  it("refuses an SVG in words that say to export a PNG (415), and an upload that says not what it is for", async () => {
    const { post } = await setUp();
    const svg = await post({
      purpose: "partner-logo",
      file: new File([SVG], "logo.svg", { type: "image/svg+xml" }),
    });
    expect(svg.status).toBe(415);
    expect(await svg.json()).toEqual({
      error: expect.stringMatching(/^SVG files are not accepted.*Export the image as PNG/),
      problem: { kind: "svg" },
    });
    const purposeless = await post({ purpose: "favicon", file: new File([SVG], "x.png") });
    expect(purposeless.status).toBe(400);
    expect(((await purposeless.json()) as { error: string }).error).toMatch(
      /did not say what the image is for/,
    );
  });

  it("sends a form back to the editor's page with the image, or with the problem the page words", async () => {
    const { post } = await setUp();
    const photo = await photoFile(300, 300);
    const back = "/inbox/site/team?field=en.members.0.photo";
    const stored = await post({ purpose: "team-photo", file: photo, back });
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toMatch(
      /^\/inbox\/site\/team\?field=en\.members\.0\.photo&upload=[0-9a-f]{32}$/,
    );
    const refused = await post({ purpose: "team-photo", file: new File([SVG], "x.svg"), back });
    expect(refused.status).toBe(303);
    const location = new URL(refused.headers.get("location") ?? "", "http://localhost");
    const problem = parseUploadProblem(location.searchParams.get("upload-problem") ?? "");
    expect(problem).toEqual({ kind: "svg" });
    expect(problem === null ? "" : uploadProblemMessage(problem)).toMatch(/^SVG files are not accepted/);
  });

  it("never sends a form back anywhere but the editor's pages", async () => {
    const { post } = await setUp();
    for (const back of [
      "https://evil.example/",
      "//evil.example/inbox/site",
      "/inbox/people",
      "/inbox/site/../people",
    ]) {
      const response = await post({ purpose: "team-photo", file: new File([SVG], "x.svg"), back });
      expect(response.status, back).toBe(415);
      expect(response.headers.get("location"), back).toBeNull();
    }
  });
});

it("words only a refusal of its own shapes from a link: made-up words are not shown", () => {
  expect(
    parseUploadProblem('{"kind":"small","width":100,"height":90,"minWidth":160,"minHeight":160}'),
  ).toEqual({
    kind: "small",
    width: 100,
    height: 90,
    minWidth: 160,
    minHeight: 160,
  });
  expect(
    parseUploadProblem('{"kind":"type","declaredType":"Your session ended: sign in at evil.example"}'),
  ).toBeNull();
  expect(parseUploadProblem('{"kind":"phishing","text":"call us"}')).toBeNull();
  expect(parseUploadProblem("not json")).toBeNull();
});
