/** @jest-environment node */
import { amountInWords, numberInWords } from "@/lib/invoices/words";

describe("amounts in words, Indian English", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [100, "Rupees One Only"],
    [1_500, "Rupees Fifteen Only"],
    [70_800, "Rupees Seven Hundred Eight Only"],
    [212_400, "Rupees Two Thousand One Hundred Twenty Four Only"],
    [396_480, "Rupees Three Thousand Nine Hundred Sixty Four and Eighty Paise Only"],
    [1_00_000_00, "Rupees One Lakh Only"],
    [
      12_345_678,
      "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only",
    ],
    [1_00_00_000_00, "Rupees One Crore Only"],
    [
      12_34_56_789_01,
      "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and One Paisa Only",
    ],
    [5, "Rupees Zero and Five Paise Only"],
  ])("%p paise is %p", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("counts crores above ninety-nine in hundreds and thousands", () => {
    expect(numberInWords(1_20_00_00_000)).toBe("One Hundred Twenty Crore");
    expect(numberInWords(10_00_01_00_000)).toBe("One Thousand Crore One Lakh");
  });

  it.each([
    [11, "Eleven"],
    [19, "Nineteen"],
    [20, "Twenty"],
    [90_000, "Ninety Thousand"],
    [10_10_010, "Ten Lakh Ten Thousand Ten"],
  ])("%p is %p", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it.each([-100, 12.5])("refuses %p", (amount) => {
    expect(() => amountInWords(amount)).toThrow(RangeError);
  });
});
