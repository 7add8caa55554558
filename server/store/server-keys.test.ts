import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createServerKeys } from "./server-keys.ts";

const T = new Date("2025-05-01T09:00:00.000Z");

describeEachBackend("server keys", (backend) => {
  const databases = useTestDatabases(backend);

  it("makes a key at first use and gives every instance on the database the same one", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [await databases.open(config), await databases.open(config)];
    const [first, second] = await Promise.all([createServerKeys(one).get("device-cookie", T), createServerKeys(two).get("device-cookie", T)]);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect((await createServerKeys(two).get("device-cookie", T)).equals(first)).toBe(true);
    const other = await createServerKeys(await databases.fresh()).get("device-cookie", T);
    expect(other.equals(first)).toBe(false);
  });
});
