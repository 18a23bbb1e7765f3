import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Switch } from "@/components/ui/switch";

function TechSupport({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <form>
      <Switch id="tech-support" checked={on} onCheckedChange={setOn} disabled={disabled} />
      <label htmlFor="tech-support">Tech support</label>
    </form>
  );
}

describe("Switch", () => {
  it("turns on and off by click, by its label and by the keyboard", async () => {
    const user = userEvent.setup();
    render(<TechSupport />);
    const toggle = screen.getByRole("switch", { name: "Tech support" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute("data-state", "checked");
    await user.click(screen.getByText("Tech support"));
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(" ");
    expect(toggle).toBeChecked();
    await user.keyboard("{Enter}");
    expect(toggle).not.toBeChecked();
  });

  it("does not change when disabled", async () => {
    const user = userEvent.setup();
    render(<TechSupport disabled />);
    const toggle = screen.getByRole("switch", { name: "Tech support" });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it("in a form, neither adds a hidden input nor measures itself on mount (issue 27's trace)", () => {
    const resizeObserver = jest.fn(() => ({
      observe: jest.fn(),
      unobserve: jest.fn(),
      disconnect: jest.fn(),
    }));
    Object.assign(globalThis, { ResizeObserver: resizeObserver });
    try {
      const { container } = render(<TechSupport />);
      expect(container.querySelector("input")).toBeNull();
      expect(resizeObserver).not.toHaveBeenCalled();
      // A click must not submit the form it sits in.
      expect(screen.getByRole("switch")).toHaveAttribute("type", "button");
    } finally {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });
});
