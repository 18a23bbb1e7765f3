import { availableParallelism } from "node:os";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  // Jest's default is one worker per core but one, so a 2-core CI machine ran the suite in a
  // single worker; the suites spend much of their time in PGlite and scrypt, and two halve it.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  setupFilesAfterEnv: ["<rootDir>/tests/setup-jest.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/server-only-stub.ts",
  },
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/tests/e2e/", "/.next"],
  modulePathIgnorePatterns: ["<rootDir>/.next"],
};

export default createJestConfig(config);
