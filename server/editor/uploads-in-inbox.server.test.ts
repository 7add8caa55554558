import sharp from "sharp";
import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { PASSWORD, sessionToken, useInboxServer } from "../../tests/server-support/inbox-server.ts";
import { signIn, type Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { photoJpeg } from "../../tests/test-images.ts";

/** A multipart upload as the editor's form (or its script) posts it, with the session's token. */
async function upload(
  visitor: Visitor,
  file: Blob,
  purpose = "team-photo",
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  body.append("purpose", purpose);
  body.append("file", file, "photo.jpg");
  return visitor.request("POST", "/inbox/site/uploads", {
    body,
    headers: { Origin: visitor.origin, "x-csrf-token": await sessionToken(visitor), ...headers },
  });
}

const photo = async () =>
  new Blob([new Uint8Array(await photoJpeg({ width: 800, height: 600 }))], { type: "image/jpeg" });

describeEachBackend("uploads in the running inbox", (backend) => {
  const inbox = useInboxServer(backend);

  it("takes an editor's photo into the uploads folder and shows its variants to signed-in editors only", async () => {
    const { visitor, server } = await inbox.signedIn();
    const response = await upload(visitor, await photo());
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const variant = await visitor.get(`/inbox/site/uploads/${id}/160.avif`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(160);
    // Signed out, the preview is the sign-in page's, not the image.
    const stranger = await fetch(`${server.url}/inbox/site/uploads/${id}/160.avif`, { redirect: "manual" });
    expect(stranger.status).toBe(303);
  });

  it("refuses a member without the editor right, and a post without the session's token", async () => {
    const running = await inbox.start();
    await inbox.account(running.users, "omar@dunecrest.example", "member");
    expect((await signIn(running.visitor, "omar@dunecrest.example", PASSWORD)).status).toBe(303);
    expect((await upload(running.visitor, await photo())).status).toBe(403);
    const owner = await inbox.signedIn();
    expect(
      (await upload(owner.visitor, await photo(), "team-photo", { "x-csrf-token": "forged" })).status,
    ).toBe(403);
  });

  it("lets a photo over 10 MB through the inbox's door, to be refused in words: the route's limit, not the door's", async () => {
    const { visitor } = await inbox.signedIn();
    const tooLarge = new Uint8Array(10_500_000);
    tooLarge.set([0xff, 0xd8, 0xff]);
    const response = await upload(visitor, new Blob([tooLarge], { type: "image/jpeg" }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(
      "The file is 10.5 MB; the most this field takes is 10 MB. Save it smaller (a lower quality, or fewer pixels) and upload it again.",
    );
  });
});
