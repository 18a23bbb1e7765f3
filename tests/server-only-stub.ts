// `server-only` throws when bundled for the client; jest is neither, so it resolves to nothing.
export {};
