import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
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
