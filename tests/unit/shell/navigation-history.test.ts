import { hasPreviousPage, recordPageVisit } from "@/components/shell/navigation-history";

const KEY = "lotus:visited-paths";
const globals = globalThis as { navigation?: { canGoBack: boolean } };

afterEach(() => {
  delete globals.navigation;
  sessionStorage.clear();
});

describe("navigation history (the Back button's question: was the page before one of ours?)", () => {
  it("without the Navigation API, keeps the tab's paths in sessionStorage", () => {
    recordPageVisit("/store");
    expect(hasPreviousPage()).toBe(false);
    recordPageVisit("/product/lotus-crew-tee");
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual(["/store", "/product/lotus-crew-tee"]);
    expect(hasPreviousPage()).toBe(true);
    recordPageVisit("/store"); // a return pops the product page
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual(["/store"]);
  });

  it("with the Navigation API, answers from it and never touches storage", () => {
    globals.navigation = { canGoBack: true };
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    const getItem = jest.spyOn(Storage.prototype, "getItem");
    recordPageVisit("/store");
    recordPageVisit("/product/lotus-crew-tee");
    expect(setItem).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();
    expect(hasPreviousPage()).toBe(true);
    globals.navigation.canGoBack = false;
    expect(hasPreviousPage()).toBe(false);
  });
});
