/** @jest-environment node */
import { gstinCheckCharacter, gstinStateCode, isValidGstin } from "@/lib/validation/gstin";
import { site } from "@/lib/site";
import { MAHARASHTRA_GSTIN } from "./fixtures";

describe("GSTIN", () => {
  it.each([MAHARASHTRA_GSTIN, "29AAGCB7383J1Z4", site.gstin])("accepts %s", (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it("computes the check character by GSTN's mod-36 rule", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
  });

  it("refuses a wrong check character, whichever character was mistyped", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27AAPFU0938F1ZV")).toBe(false);
    expect(isValidGstin("72AAPFU0939F1ZV")).toBe(false);
  });

  it.each([
    ["lower case", "27aapfu0939f1zv"],
    ["too short", "27AAPFU0939F1Z"],
    ["too long", "27AAPFU0939F1ZVV"],
    ["no Z in 14th place", "27AAPFU0939F1XV"],
    ["entity number 0", "27AAPFU0939F0ZV"],
    ["a PAN with a digit where a letter goes", "27AAPF10939F1ZV"],
    ["state code 00", "00AAPFU0939F1ZV"],
    ["state code 40", "40AAPFU0939F1ZV"],
    ["spaces", " 27AAPFU0939F1ZV"],
  ])("refuses %s", (_, value) => {
    expect(isValidGstin(value)).toBe(false);
  });

  it("reads the state code", () => {
    expect(gstinStateCode(site.gstin)).toBe("09");
    expect(gstinStateCode(MAHARASHTRA_GSTIN)).toBe("27");
  });
});
