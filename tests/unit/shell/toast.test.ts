import { toast as sonnerToast } from "sonner";
import { toast, toastIdOf } from "@/lib/toast";

jest.mock("sonner", () => ({
  toast: Object.assign(jest.fn(), {
    success: jest.fn(),
    error: jest.fn(),
    warning: jest.fn(),
    dismiss: jest.fn(),
  }),
}));

const calls = () => jest.mocked(sonnerToast).mock.invocationCallOrder;

describe("the lazily loaded toast", () => {
  it("passes each kind of toast to sonner once it has loaded, in the order raised", async () => {
    toast.dismiss();
    toast.error("Sign in Failed", { description: "Invalid login credentials" });
    toast.success("Welcome back!", { duration: 3000 });
    toast("Authentication Required");
    toast.warning("Careful");
    expect(sonnerToast.error).not.toHaveBeenCalled(); // not before sonner is fetched
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sonnerToast.dismiss).toHaveBeenCalledWith(undefined);
    expect(sonnerToast.error).toHaveBeenCalledWith(
      "Sign in Failed",
      expect.objectContaining({ description: "Invalid login credentials" }),
    );
    expect(sonnerToast.success).toHaveBeenCalledWith(
      "Welcome back!",
      expect.objectContaining({ duration: 3000 }),
    );
    expect(sonnerToast).toHaveBeenCalledWith("Authentication Required", expect.any(Object));
    expect(sonnerToast.warning).toHaveBeenCalledWith("Careful", expect.any(Object));
    const order = [
      jest.mocked(sonnerToast.dismiss).mock.invocationCallOrder[0]!,
      jest.mocked(sonnerToast.error).mock.invocationCallOrder[0]!,
      jest.mocked(sonnerToast.success).mock.invocationCallOrder[0]!,
      calls()[0]!,
      jest.mocked(sonnerToast.warning).mock.invocationCallOrder[0]!,
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe("toast ids", () => {
  it("gives each toast an id and marks its element's class with it, keeping the caller's", async () => {
    toast.error("One", { className: "mine" });
    toast.error("Two", { id: "given" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [first, second] = jest.mocked(sonnerToast.error).mock.calls.slice(-2);
    const one = first![1]!;
    expect(one.id).toEqual(expect.any(String));
    expect(second![1]!.id).toBe("given");
    const element = document.createElement("li");
    element.className = String(one.className);
    expect(element.classList.contains("mine")).toBe(true);
    expect(toastIdOf(element)).toBe(one.id);
    element.className = String(second![1]!.className);
    expect(toastIdOf(element)).toBe("given");
    expect(toastIdOf(document.createElement("li"))).toBeNull();
  });
});
