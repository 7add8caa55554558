/** The secret given as SERVER_SECRET to servers on PostgreSQL, where it is required (decision 027): the same for every instance of a test. */
export const TEST_SERVER_SECRET = Buffer.alloc(32, "test server secret");

/** TEST_SERVER_SECRET as the SERVER_SECRET setting reads it. */
export const TEST_SERVER_SECRET_SETTING = TEST_SERVER_SECRET.toString("base64");
