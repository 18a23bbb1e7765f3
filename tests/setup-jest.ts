import "@testing-library/jest-dom";

// Route tests call handlers directly, as a proxy would: each names its client in
// X-Forwarded-For (tests/unit/http/route-helpers.ts). Tests of the trust rules set their own.
process.env.TRUSTED_PROXY_HOPS ??= "1";
