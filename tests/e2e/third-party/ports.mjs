// @ts-check
/** Port of the third parties' fixture server (tests/e2e/third-party/server.mjs). */
export const THIRD_PARTY_PORT = Number(process.env.E2E_THIRD_PARTY_PORT ?? 3190);
/** Origin the integrations' test server is configured to load third-party scripts from. */
export const THIRD_PARTY_ORIGIN = `http://localhost:${THIRD_PARTY_PORT}`;
/** Port of the fixture server's SMTP receiver, which the integrations' site server sends its mails to. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? THIRD_PARTY_PORT + 1);
