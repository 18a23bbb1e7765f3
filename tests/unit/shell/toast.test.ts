import { toast as sonnerToast } from "sonner";
import { toast } from "@/lib/toast";

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
    expect(sonnerToast.error).toHaveBeenCalledWith("Sign in Failed", {
      description: "Invalid login credentials",
    });
    expect(sonnerToast.success).toHaveBeenCalledWith("Welcome back!", { duration: 3000 });
    expect(sonnerToast).toHaveBeenCalledWith("Authentication Required", undefined);
    expect(sonnerToast.warning).toHaveBeenCalledWith("Careful", undefined);
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
