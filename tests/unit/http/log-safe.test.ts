/** @jest-environment node */
import { errorResponse } from "@/lib/http/response";
import { DataConstraintError, DataUnavailableError } from "@/lib/db";
import { describeForLog } from "@/lib/http/log-safe";

/** The shape of a PGlite error: SQL, parameters and the failing row ride along. */
function pgliteError() {
  return Object.assign(
    new Error('new row for relation "leads" violates check constraint "leads_name_length"'),
    {
      name: "DatabaseError",
      code: "23514",
      severity: "ERROR",
      table: "leads",
      constraint: "leads_name_length",
      detail: "Failing row contains (asha.verma@example.in, Asha Verma, +91 98765 43210).",
      query: "insert into public.leads (email, name, phone) values ($1, $2, $3)",
      params: ["asha.verma@example.in", "Asha Verma", "+91 98765 43210"],
    },
  );
}

describe("logs carry no SQL parameters or personal data", () => {
  afterEach(() => jest.restoreAllMocks());

  it("names the error, its code and constraint, never the query, parameters or row", () => {
    const line = describeForLog(
      new DataConstraintError("Could not save the lead: constraint 23514", {
        cause: pgliteError(),
      }),
    );
    expect(line).toContain("DataConstraintError[input_refused]");
    expect(line).toContain("DatabaseError[23514]");
    expect(line).toContain("constraint=leads_name_length");
    for (const secret of ["asha.verma@example.in", "Asha Verma", "98765", "insert into"]) {
      expect(line).not.toContain(secret);
    }
  });

  it("withholds a database message that quotes the input", () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type uuid: "asha@example.in"'),
      {
        code: "22P02",
      },
    );
    const line = describeForLog(new DataUnavailableError("Could not read", { cause }));
    expect(line).toContain("22P02");
    expect(line).not.toContain("asha@example.in");
  });

  it("is what errorResponse logs", () => {
    const logged = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    errorResponse(
      new DataConstraintError("Could not save: constraint 23514", { cause: pgliteError() }),
      "POST /api/enquiries",
    );
    errorResponse(new DataUnavailableError("Could not save", { cause: pgliteError() }), "x");
    const text = JSON.stringify([...logged.mock.calls, ...error.mock.calls]);
    expect(text).toContain("leads_name_length");
    expect(text).not.toContain("asha.verma@example.in");
    expect(text).not.toContain("Asha Verma");
  });
});
