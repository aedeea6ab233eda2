/** The server's own address, for the reads the proxy makes of it. */
export const ownOrigin = () => `http://127.0.0.1:${process.env.PORT ?? 3000}`;
