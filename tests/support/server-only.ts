// Stands in for the `server-only` marker outside Next's server bundle (tests, scripts).
export {};
